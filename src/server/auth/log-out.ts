import { createLocalReq, logoutOperation, type Payload } from 'payload'

import { slugs } from '@/lib/slugs'
import { redirectTo } from '@/server/api/redirect'

import type { User } from '../../../payload-types'
import { expiredSessionCookie } from './session-cookies'

/** Ends the caller's session (server side too, so the old token stops working) and clears the cookie. */
export const logOut = async (
  payload: Payload,
  user: User | null,
  returnTo: string,
): Promise<Response> => {
  if (user) {
    const req = await createLocalReq({ user: { ...user, collection: slugs.users } }, payload)
    await logoutOperation({ collection: payload.collections[slugs.users], req })
  }
  // The login hint goes with the session cookie (session-hint-mirror.ts, in the router).
  return redirectTo(returnTo, [['Set-Cookie', expiredSessionCookie(payload)]])
}
