import type { Payload } from 'payload'

import type { ResetPasswordBody } from '@/lib/schemas/auth'
import { slugs } from '@/lib/slugs'
import { badRequest } from '@/server/api/errors'
import { isPayloadApiError } from '@/server/api/payload-errors'

import type { User } from '../../../payload-types'
import { toPublicUser } from './public-user'
import { sessionCookie } from './session-cookies'

export const RESET_LINK_EXPIRED =
  'This link to set a new password has expired or has already been used. Ask for a new one.'

/** Payload refuses an unknown or expired token with a 403; for the visitor it is a stale link. */
const staleLink = (error: unknown): never => {
  if (isPayloadApiError(error) && error.status === 403) throw badRequest(RESET_LINK_EXPIRED)
  throw error
}

/**
 * Sets the new password through Payload's reset-password operation, which also ends the account's
 * other sessions and signs it in: the answer carries the session cookie, as a login's does.
 */
export const resetPassword = async (
  payload: Payload,
  { token, password }: ResetPasswordBody,
): Promise<Response> => {
  const result = await payload
    .resetPassword({ collection: slugs.users, data: { token, password }, overrideAccess: true })
    .catch(staleLink)
  return Response.json(
    { user: toPublicUser(result.user as unknown as User) },
    { headers: { 'Set-Cookie': sessionCookie(payload, result.token!) } },
  )
}
