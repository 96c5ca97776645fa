import type { Payload } from 'payload'

import { ApiError, badRequest } from '@/server/api/errors'

import { EmailSettingsError, testEmail } from './compose'
import {
  EMAIL_TURNED_OFF,
  readSiteConfig,
  sendWithSiteConfig,
  toMailOptions,
} from './site-transport'

/**
 * Settings' "Send test email": sent now, not queued, so staff see the mail server's answer.
 * Uses the saved settings. A missing setting is a 400 naming the field; a mail server that
 * refuses or cannot be reached is a 502 with its error.
 */
export const sendTestEmail = async (payload: Payload): Promise<{ message: string }> => {
  const config = await readSiteConfig(payload)
  try {
    const email = testEmail(config)
    const result = await sendWithSiteConfig(payload, toMailOptions(email), config)
    if (result.status === 'skipped') {
      throw badRequest(`${EMAIL_TURNED_OFF}: turn it on to send a test email`, {
        emailEnabled: EMAIL_TURNED_OFF,
      })
    }
    const where =
      config.emailProvider === 'console' ? ' (console provider: written to the server log)' : ''
    return { message: `Test email sent to ${email.to.address}${where}` }
  } catch (error) {
    if (error instanceof ApiError) throw error
    if (error instanceof EmailSettingsError) {
      throw badRequest(error.message, { [error.field]: error.message })
    }
    const reason = error instanceof Error ? error.message : String(error)
    throw new ApiError(502, `Test email failed: ${reason}`)
  }
}
