import { getPayloadClient } from '@/server/payload'
import { sessionCookieName } from '@/server/auth/session-cookies'
import { addSessionHint } from '@/server/auth/session-hint-mirror'

import type { RestHandler } from './types'

/**
 * Payload's own login, logout, token refresh and password reset at /cms-api (what the admin at
 * /cms calls) set or remove the session cookie; the login hint the public pages read follows it
 * (session-hint-mirror.ts), so a login at /cms shows on the site as one at /login does.
 */
export const withSessionHint =
  (handler: RestHandler): RestHandler =>
  async (request, args) => {
    const response = await handler(request, args)
    if (!response.headers.has('set-cookie')) return response
    return addSessionHint(response, sessionCookieName(await getPayloadClient()))
  }
