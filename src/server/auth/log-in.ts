import type { Payload } from 'payload'

import type { LoginBody } from '@/lib/schemas/auth'
import { slugs } from '@/lib/slugs'
import { ApiError } from '@/server/api/errors'
import { isRefusedSignIn } from '@/server/api/payload-errors'
import { loginThrottle } from '@/server/rate-limit/login-throttle'

import type { User } from '../../../payload-types'
import { toPublicUser } from './public-user'
import { sessionCookie } from './session-cookies'

/** A wrong password, a locked or unverified account: a failed sign-in. Anything else (the database
 * is down) is not the visitor's failure and goes on to the router. */
const refusedSignIn = (error: unknown): null => {
  if (isRefusedSignIn(error)) return null
  throw error
}

/**
 * Checks the password through Payload and answers with the session cookie set. Repeated failures
 * from one address or for one account are refused (429) before the password is checked.
 */
export const logIn = async (
  payload: Payload,
  { email, password }: LoginBody,
  request: Request,
): Promise<Response> => {
  await loginThrottle.refuseIfBlocked(payload, request, email)
  const result = await payload
    .login({ collection: slugs.users, data: { email, password } })
    .catch(refusedSignIn)
  if (!result?.token || !result.user) {
    await loginThrottle.recordFailure(payload, request, email)
    throw new ApiError(401, 'Unauthorized: the email or password is incorrect')
  }
  await loginThrottle.recordSuccess(payload, request, email)
  // The login hint follows from the session cookie (session-hint-mirror.ts, in the router).
  return Response.json(
    { user: toPublicUser(result.user as User) },
    { headers: { 'Set-Cookie': sessionCookie(payload, result.token) } },
  )
}
