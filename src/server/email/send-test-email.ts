import type { Payload } from 'payload'

import { ApiError, badRequest, isApiError } from '@/server/api/errors'

import { EmailSettingsError, testEmail } from './compose'
import {
  EMAIL_TURNED_OFF,
  readSiteConfig,
  sendWithSiteConfig,
  toMailOptions,
} from './site-transport'

export const TEST_EMAIL_FAILED =
  'The test email could not be sent. Check the mail server settings; the details are in the server log.'

/**
 * Settings' "Send test email": sent now, not queued, so staff learn at once whether it works.
 * Uses the saved settings. A missing setting is a 400 naming the field. A mail server that
 * refuses or cannot be reached is a 502 with a plain sentence: its own error goes to the server
 * log only, since echoing connection errors would make this button a port scanner.
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
    if (isApiError(error)) throw error
    if (error instanceof EmailSettingsError) {
      throw badRequest(error.message, { [error.field]: error.message })
    }
    payload.logger.warn({ msg: 'Test email failed', err: error })
    throw new ApiError(502, TEST_EMAIL_FAILED)
  }
}
