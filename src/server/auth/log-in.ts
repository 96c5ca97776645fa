import type { Payload } from 'payload'

import type { LoginBody } from '@/lib/schemas/auth'
import { slugs } from '@/lib/slugs'
import { ApiError } from '@/server/api/errors'

import type { User } from '../../../payload-types'
import { toPublicUser } from './public-user'
import { sessionCookie, sessionHintCookie } from './session-cookies'

/** Checks the password through Payload and answers with the session cookie set. */
export const logIn = async (
  payload: Payload,
  { email, password }: LoginBody,
): Promise<Response> => {
  const result = await payload
    .login({ collection: slugs.users, data: { email, password } })
    .catch(() => null)
  if (!result?.token || !result.user) {
    throw new ApiError(401, 'Unauthorized: the email or password is incorrect')
  }
  return Response.json(
    { user: toPublicUser(result.user as User) },
    {
      headers: [
        ['Set-Cookie', sessionCookie(payload, result.token)],
        ['Set-Cookie', sessionHintCookie(payload)],
      ],
    },
  )
}
