import { slugs } from '@/lib/slugs'
import { getPayloadClient } from '@/server/payload'
import { expiredSessionCookie } from '@/server/auth/session-cookies'

import type { RestHandler } from './types'

const LOGOUT = new RegExp(`^/cms-api/${slugs.users}/logout/?$`)

/**
 * POST /cms-api/users/logout when there is no session: already logged out, so 200 (and the cookie
 * cleared once more), as Payload's own logout server function answers ("User already logged out").
 * Payload's REST handler instead throws APIError('No User'), which it logs at error level with a
 * 40-line stack. Its admin sends that second logout itself: /cms/logout loaded directly (a bookmark,
 * the inactivity redirect) mounts its logout screen, which posts a logout, then unmounts and mounts
 * it again while the admin's user check is in flight, and the new screen posts again.
 */
export const withIdempotentLogout =
  (handler: RestHandler): RestHandler =>
  async (request, args) => {
    if (!LOGOUT.test(new URL(request.url).pathname)) return handler(request, args)
    const payload = await getPayloadClient()
    const { user } = await payload.auth({ headers: request.headers })
    if (user) return handler(request, args)
    return Response.json(
      { message: 'You are already logged out.' },
      { headers: { 'Set-Cookie': expiredSessionCookie(payload) } },
    )
  }
