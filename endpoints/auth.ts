import {
  forgotPasswordBodySchema,
  loginBodySchema,
  resetPasswordBodySchema,
  returnToQuerySchema,
} from '@/lib/schemas/auth'
import { safeReturnPath } from '@/lib/safe-return-path'
import { redirectTo } from '@/server/api/redirect'
import { logIn } from '@/server/auth/log-in'
import { logOut } from '@/server/auth/log-out'
import { logoutConfirmation } from '@/server/auth/logout-confirmation'
import { toPublicUser } from '@/server/auth/public-user'
import { requestPasswordReset } from '@/server/auth/request-password-reset'
import { resetPassword } from '@/server/auth/reset-password'

import { json, loginBody, message, publicUserBody, redirect } from './responses'
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
    handler: ({ payload, request, body }) => logIn(payload, body, request),
  }),
  // POST /api/auth/forgot-password – email a link to set a new password (Payload's reset flow)
  route({
    method: 'POST',
    path: '/auth/forgot-password',
    access: 'public',
    summary:
      'Email a link to set a new password; the same answer whether or not the account exists',
    responses: { 200: message('What happens next') },
    body: forgotPasswordBodySchema,
    handler: ({ payload, request, body }) => requestPasswordReset(payload, body, request),
  }),
  // POST /api/auth/reset-password – the emailed link's token and the new password; logs in
  route({
    method: 'POST',
    path: '/auth/reset-password',
    access: 'public',
    summary:
      "Set a new password with the emailed link's token; logs in and sets the session cookie",
    responses: { 200: json('The user, with the session cookie set', loginBody) },
    body: resetPasswordBodySchema,
    handler: ({ payload, body }) => resetPassword(payload, body),
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
  // POST /api/logout – end the session, then home (or ?next=). A POST, so another site cannot
  // log people out with a link or an image; the router refuses cross-origin POSTs.
  route({
    method: 'POST',
    path: '/logout',
    access: 'public',
    summary: 'Log out (the session ends on the server too) and return to / or ?next=',
    responses: redirect('Back to the site, the session cookie expired'),
    identifiesCaller: true,
    query: returnToQuerySchema,
    handler: ({ payload, user, query }) => logOut(payload, user, safeReturnPath(query.next)),
  }),
  // GET /api/logout – changes nothing: a page whose one button posts to /api/logout (for old
  // links and bookmarks); a visitor who is not logged in goes straight back.
  route({
    method: 'GET',
    path: '/logout',
    access: 'public',
    summary: 'A page with a Log out button (POST /api/logout); changes nothing',
    responses: {
      200: {
        description: 'For a logged-in caller: the page with the button',
        contentType: 'text/html',
      },
      ...redirect('For anyone else: straight back to the site'),
    },
    identifiesCaller: true,
    query: returnToQuerySchema,
    handler: async ({ user, query }) => {
      const returnTo = safeReturnPath(query.next)
      return user ? logoutConfirmation(returnTo) : redirectTo(returnTo)
    },
  }),
]
