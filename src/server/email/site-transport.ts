import 'server-only'

import nodemailer from 'nodemailer'
import type Mail from 'nodemailer/lib/mailer'
import type SMTPTransport from 'nodemailer/lib/smtp-transport'
import type { Payload } from 'payload'

import { slugs } from '@/lib/slugs'
import { UnreadableSecretError } from '@/server/secrets/secret-box'
import { openSmtpPassword } from '@/server/secrets/smtp-password'

import type { SiteConfig } from '../../../payload-types'
import { EmailSettingsError, type Mailbox, type OutgoingEmail } from './compose'
import { redactForLog } from './redact-for-log'
import { headerText } from './safe-text'

export const GMAIL_SMTP = { host: 'smtp.gmail.com', port: 465, secure: true } as const
export const DEFAULT_SMTP_PORT = 587

/** A stuck mail server must not hold a queue run for minutes. */
const TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 }

export type MailSettings = Pick<
  SiteConfig,
  | 'churchName'
  | 'contactEmailFrom'
  | 'emailProvider'
  | 'smtpHost'
  | 'smtpPort'
  | 'smtpSecure'
  | 'smtpUser'
  | 'smtpPassword'
  | 'emailEnabled'
>

export type SendResult = { status: 'sent' } | { status: 'skipped'; reason: string }

export const EMAIL_TURNED_OFF = 'Email is turned off in Settings'

/** What the console provider logs in place of a private body. */
export const PRIVATE_BODY = '[private: not logged]'

/**
 * The whole site config with its secrets, the SMTP password decrypted: read at send time (never
 * cached), so a change applies at once.
 */
export const readSiteConfig = async (payload: Payload): Promise<SiteConfig> => {
  const config = await payload.findGlobal({
    slug: slugs.siteConfig,
    depth: 0,
    overrideAccess: true,
  })
  return { ...config, smtpPassword: revealSmtpPassword(config.smtpPassword) }
}

const revealSmtpPassword = (stored: string | null | undefined): string | null => {
  if (!stored) return null
  try {
    return openSmtpPassword(stored)
  } catch (error) {
    if (!(error instanceof UnreadableSecretError)) throw error
    throw new EmailSettingsError(
      'The saved SMTP password cannot be read (PAYLOAD_SECRET has changed): enter it again in Settings',
      'smtpPassword',
    )
  }
}

/** How nodemailer reaches the mail server for the smtp and gmail providers. */
export const smtpTransportOptions = (settings: MailSettings): SMTPTransport.Options => {
  const auth = settings.smtpUser
    ? { user: settings.smtpUser, pass: settings.smtpPassword ?? '' }
    : undefined
  if (settings.emailProvider === 'gmail') {
    if (!settings.smtpUser || !settings.smtpPassword) {
      throw new EmailSettingsError(
        'Gmail needs the SMTP user and an app password (Settings)',
        settings.smtpUser ? 'smtpPassword' : 'smtpUser',
      )
    }
    return { ...GMAIL_SMTP, auth, ...TIMEOUTS }
  }
  if (!settings.smtpHost) throw new EmailSettingsError('No SMTP host is set (Settings)', 'smtpHost')
  return {
    host: settings.smtpHost,
    port: settings.smtpPort ?? DEFAULT_SMTP_PORT,
    secure: settings.smtpSecure ?? false,
    auth,
    ...TIMEOUTS,
  }
}

/** Every email leaves from the church: its name and the configured sender address. */
export const senderOf = (settings: MailSettings): Mailbox => {
  const address =
    settings.contactEmailFrom ||
    (settings.emailProvider === 'gmail' ? settings.smtpUser : null) ||
    (settings.emailProvider === 'console' ? 'website@localhost' : null)
  if (!address) {
    throw new EmailSettingsError(
      'No sender address is set (Settings: contact email from)',
      'contactEmailFrom',
    )
  }
  return { name: headerText(settings.churchName ?? ''), address }
}

const toAddress = ({ name, address }: Mailbox): Mail.Address | string =>
  name ? { name, address } : address

export const toMailOptions = (email: OutgoingEmail): Mail.Options => ({
  to: toAddress(email.to),
  replyTo: email.replyTo ? toAddress(email.replyTo) : undefined,
  subject: email.subject,
  text: email.text,
  html: email.html,
  headers: email.headers,
})

const describe = (value: Mail.Options['to']): string => JSON.stringify(value ?? null).slice(0, 500)

/**
 * Sends one message with the transport the site config names right now (console, smtp, gmail).
 * Email turned off: nothing is sent and the caller learns it was skipped. Failures throw.
 */
export const sendWithSiteConfig = async (
  payload: Payload,
  message: Mail.Options,
  settings?: MailSettings,
  /** A body that must never reach the log (a prayer request, docs/prayer.md). */
  { privateBody = false }: { privateBody?: boolean } = {},
): Promise<SendResult> => {
  const current = settings ?? (await readSiteConfig(payload))
  if (current.emailEnabled === false) {
    payload.logger.info({ msg: `Email not sent (${EMAIL_TURNED_OFF})`, subject: message.subject })
    return { status: 'skipped', reason: EMAIL_TURNED_OFF }
  }
  const from = toAddress(senderOf(current))
  if (current.emailProvider === 'console') {
    payload.logger.info({
      msg: 'Email (console provider, not sent)',
      from: describe(from),
      to: describe(message.to),
      replyTo: describe(message.replyTo),
      subject: message.subject,
      // Links and tokens (a password reset's) never reach the log.
      text: privateBody
        ? PRIVATE_BODY
        : typeof message.text === 'string'
          ? redactForLog(message.text)
          : undefined,
      html:
        !privateBody && typeof message.text !== 'string' && typeof message.html === 'string'
          ? redactForLog(message.html)
          : undefined,
    })
    return { status: 'sent' }
  }
  const transport = nodemailer.createTransport(smtpTransportOptions(current))
  try {
    await transport.sendMail({ ...message, from })
    return { status: 'sent' }
  } finally {
    transport.close()
  }
}
