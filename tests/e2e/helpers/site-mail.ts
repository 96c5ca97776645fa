import type { TestMailServer } from '../../int/helpers/smtp'
import { queryE2eDb } from './db'

const MAIL_COLUMNS = ['email_provider', 'smtp_host', 'smtp_port', 'smtp_secure', 'email_enabled']

/**
 * Sends the e2e server's mail to a loopback SMTP server (the server reads its mail settings at
 * send time, so no restart) and answers the function that puts the saved settings back.
 */
export const routeSiteMailTo = async (mail: TestMailServer): Promise<() => Promise<void>> => {
  const [saved] = await queryE2eDb(`SELECT ${MAIL_COLUMNS.join(', ')} FROM site_config`)
  await queryE2eDb(
    `UPDATE site_config SET email_provider = 'smtp', smtp_host = '127.0.0.1', smtp_port = $1,
       smtp_secure = false, email_enabled = true`,
    [mail.port],
  )
  return async () => {
    await queryE2eDb(
      `UPDATE site_config SET ${MAIL_COLUMNS.map((column, index) => `${column} = $${index + 1}`).join(', ')}`,
      MAIL_COLUMNS.map((column) => saved[column]),
    )
  }
}
