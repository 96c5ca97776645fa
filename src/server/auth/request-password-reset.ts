import { createLocalReq, type Payload } from 'payload'

import { env } from '@/env'

import type { ForgotPasswordBody } from '@/lib/schemas/auth'
import { slugs } from '@/lib/slugs'
import { limitPasswordReset } from '@/server/rate-limit/reset-limits'

/** The same answer whether or not an account uses the address, so nobody can probe for accounts. */
export const RESET_LINK_SENT =
  'If an account uses that email address, a link to set a new password is on its way. The link works for one hour.'

/**
 * Payload's own forgot-password operation: a one-hour token on the account and an email with the
 * link to /reset-password (reset-password-email.ts), sent with the site's mail settings like all
 * of Payload's mail (src/server/email/payload-email-adapter.ts). The same limits as
 * /cms-api/users/forgot-password, per address and per account (docs/rate-limits.md).
 */
export const requestPasswordReset = async (
  payload: Payload,
  { email }: ForgotPasswordBody,
  request: Request,
): Promise<{ message: string }> => {
  await limitPasswordReset(payload, request, email)
  // Payload works out the site's origin for its default link even though ours replaces it, and
  // warns in the log unless the request names one it trusts (the CSRF list: SITE_URL).
  const site = new URL(env.SITE_URL)
  const req = await createLocalReq(
    { req: { url: site.href, headers: new Headers({ host: site.host }) } },
    payload,
  )
  await payload.forgotPassword({ collection: slugs.users, data: { email }, req })
  return { message: RESET_LINK_SENT }
}
