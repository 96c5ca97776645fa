import { env } from '@/env'
import { escapeHtml } from '@/server/email/safe-text'

/** The public page that sets a new password (src/app/(site)/reset-password). */
export const resetPasswordUrl = (token: string): string => {
  const url = new URL('/reset-password', env.SITE_URL)
  url.searchParams.set('token', token)
  return url.href
}

export const RESET_EMAIL_SUBJECT = 'Set a new password'

/**
 * Payload's forgot-password email, for /forgot-password and /cms alike: its link opens the site's
 * own page for a new password, not Payload's admin, which only superusers may use.
 */
export const resetPasswordEmailHtml = (token: string): string => {
  const link = escapeHtml(resetPasswordUrl(token))
  return `<p>Someone asked to set a new password for the account with this email address.</p>
<p><a href="${link}">Set a new password</a> (the link works for one hour): ${link}</p>
<p>If it was not you, ignore this email: your password stays as it is.</p>`
}
