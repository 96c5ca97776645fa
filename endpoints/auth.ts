import { loginBodySchema, returnToQuerySchema } from '@/lib/schemas/auth'
import { safeReturnPath } from '@/lib/safe-return-path'
import { redirectTo } from '@/server/api/redirect'
import { logIn } from '@/server/auth/log-in'
import { logOut } from '@/server/auth/log-out'
import { toPublicUser } from '@/server/auth/public-user'

import { json, loginBody, publicUserBody, redirect } from './responses'
import { route } from './types'

/** The page to come back to: ?next=, else the page the visitor was on (same site only). */
const returnPath = (request: Request, next: string | undefined): string => {
  if (next) return safeReturnPath(next)
  const referer = request.headers.get('referer')
  if (!referer) return '/'
  const from = new URL(referer)
  return from.host === new URL(request.url).host ? safeReturnPath(from.pathname + from.search) : '/'
}

export const authRoutes = [
  route({
    method: 'GET',
    path: '/auth/user',
    access: 'public',
    summary: 'The logged-in user with isAdmin, or null with 401',
    responses: {
      200: json('The caller', publicUserBody),
      401: { description: 'Nobody is logged in', body: { nullBody: true } },
    },
    identifiesCaller: true,
    handler: async ({ user }) => (user ? toPublicUser(user) : Response.json(null, { status: 401 })),
  }),
  route({
    method: 'POST',
    path: '/auth/login',
    access: 'public',
    summary: 'Log in with email and password; sets the session cookie',
    responses: { 200: json('The user, with the session cookie set', loginBody) },
    body: loginBodySchema,
    handler: ({ payload, body }) => logIn(payload, body),
  }),
  route({
    method: 'GET',
    path: '/login',
    access: 'public',
    summary: 'Redirect to the login page, then back to ?next= or the page the visitor came from',
    responses: redirect('To /login?next=…'),
    query: returnToQuerySchema,
    handler: async ({ request, query }) =>
      redirectTo(`/login?next=${encodeURIComponent(returnPath(request, query.next))}`),
  }),
  route({
    method: 'GET',
    path: '/logout',
    access: 'public',
    summary: 'Log out (the session ends on the server too) and return to / or ?next=',
    responses: redirect('Back to the site, the session cookie expired'),
    identifiesCaller: true,
    query: returnToQuerySchema,
    handler: ({ payload, user, query }) => logOut(payload, user, safeReturnPath(query.next)),
  }),
]
