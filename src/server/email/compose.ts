import { PRAYER_VISIBILITY_LABELS } from '@/lib/prayer/prayer-options'
import { EMAIL_TEMPLATE_DEFAULTS } from '@/lib/site-defaults'

import type {
  ContactMessage,
  NewsletterSubscriber,
  PrayerRequest,
  SiteConfig,
  VisitorRequest,
} from '../../../payload-types'
import { agreeKidsNoun } from './kids-noun'
import { escapeHtml, fillVariables, headerText } from './safe-text'

export type Mailbox = { name?: string; address: string }

/** One email, ready for a transport. Subjects and names are already header-safe. */
export type OutgoingEmail = {
  to: Mailbox
  replyTo?: Mailbox
  subject: string
  text: string
  html: string
  /** Extra headers, e.g. List-Unsubscribe on every email to a subscriber. */
  headers?: Record<string, string>
}

/** A link shown under the text: in the text body as its URL, in the HTML one as an anchor. */
export type EmailLink = { label: string; url: string }

export type Templates = Pick<
  SiteConfig,
  | 'churchName'
  | 'contactEmailTo'
  | 'autoReplySubject'
  | 'autoReplyMessage'
  | 'visitorWelcomeSubject'
  | 'visitorWelcomeMessage'
  | 'newsletterWelcomeSubject'
  | 'newsletterWelcomeMessage'
  | 'pastoralEmail'
>

/** Thrown when the settings do not allow an email; the queue retries, so a fix in Settings helps. */
export class EmailSettingsError extends Error {
  constructor(
    message: string,
    /** The site-config field to fix. */
    readonly field: string,
  ) {
    super(message)
    this.name = 'EmailSettingsError'
  }
}

const orDefault = (value: string | null | undefined, fallback: string) =>
  value && value.trim() ? value : fallback

export const mailbox = (name: string, address: string): Mailbox => ({
  name: headerText(name),
  address: address.trim(),
})

export const staffMailbox = (config: Templates): Mailbox => {
  if (!config.contactEmailTo) {
    throw new EmailSettingsError(
      'No staff address is set (Settings: contact email to)',
      'contactEmailTo',
    )
  }
  return { address: config.contactEmailTo }
}

/** Plain text in, simple accessible HTML out: one <p> per paragraph, every value escaped. */
const toHtml = (text: string, links: readonly EmailLink[] = [], lang = 'en'): string => {
  const paragraphs = text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>\n')}</p>`)
  return [
    '<!doctype html>',
    `<html lang="${lang}">`,
    '<head><meta charset="utf-8"></head>',
    '<body style="font-family: Arial, Helvetica, sans-serif; font-size: 16px; line-height: 1.5; color: #1e293b;">',
    ...paragraphs,
    ...links.map(
      ({ label, url }) =>
        `<p><a href="${escapeHtml(url)}" style="color: #1e293b;">${escapeHtml(label)}</a></p>`,
    ),
    '</body>',
    '</html>',
  ].join('\n')
}

/** An email from its plain text (and its links); the HTML version is derived from it. */
export const email = ({
  links = [],
  ...parts
}: Omit<OutgoingEmail, 'html'> & { links?: readonly EmailLink[] }): OutgoingEmail => ({
  ...parts,
  text: [parts.text, ...links.map(({ label, url }) => `${label}: ${url}`)].join('\n\n'),
  html: toHtml(parts.text, links),
})

export const churchNameOf = (config: Templates) => headerText(config.churchName || 'our church')

type ContactFields = Pick<
  ContactMessage,
  'firstName' | 'lastName' | 'email' | 'subject' | 'message'
>

const senderName = (message: ContactFields) => `${message.firstName} ${message.lastName}`

/** To the office: who wrote, about what; Reply goes straight to the visitor. */
export const contactNotice = (message: ContactFields, config: Templates): OutgoingEmail =>
  email({
    to: staffMailbox(config),
    replyTo: mailbox(senderName(message), message.email),
    subject: headerText(`New contact message: ${message.subject}`),
    text: [
      'A new message arrived through the website contact form.',
      `From: ${headerText(senderName(message))} <${message.email}>\nSubject: ${headerText(message.subject)}`,
      message.message,
      'Reply to this email to answer them.',
    ].join('\n\n'),
  })

/** The optional automatic answer to the visitor. */
export const contactAutoReply = (message: ContactFields, config: Templates): OutgoingEmail => {
  const values = {
    '[Visitor Name]': headerText(senderName(message)),
    '[Church Name]': churchNameOf(config),
  }
  return email({
    to: mailbox(senderName(message), message.email),
    subject: headerText(
      fillVariables(
        orDefault(config.autoReplySubject, EMAIL_TEMPLATE_DEFAULTS.autoReplySubject),
        values,
      ),
    ),
    text: fillVariables(
      orDefault(config.autoReplyMessage, EMAIL_TEMPLATE_DEFAULTS.autoReplyMessage),
      values,
    ),
  })
}

type VisitFields = Pick<VisitorRequest, 'fullName' | 'email' | 'phone' | 'numberOfKids'>

export const visitNotice = (request: VisitFields, config: Templates): OutgoingEmail =>
  email({
    to: staffMailbox(config),
    replyTo: mailbox(request.fullName, request.email),
    subject: headerText(`New visit request: ${request.fullName}`),
    text: [
      'Someone is planning a visit (Plan a Visit form).',
      [
        `Name: ${headerText(request.fullName)}`,
        `Email: ${request.email}`,
        `Phone: ${request.phone}`,
        `Number of kids: ${request.numberOfKids}`,
      ].join('\n'),
      'Reply to this email to write to them.',
    ].join('\n\n'),
  })

/** The welcome to the visitor, with [Visitor Name], [Church Name] and [Number of Kids] filled in. */
export const visitWelcome = (request: VisitFields, config: Templates): OutgoingEmail => {
  const values = {
    '[Visitor Name]': headerText(request.fullName),
    '[Church Name]': churchNameOf(config),
    '[Number of Kids]': request.numberOfKids,
  }
  const fill = (template: string) =>
    fillVariables(agreeKidsNoun(template, request.numberOfKids), values)
  return email({
    to: mailbox(request.fullName, request.email),
    subject: headerText(
      fill(orDefault(config.visitorWelcomeSubject, EMAIL_TEMPLATE_DEFAULTS.visitorWelcomeSubject)),
    ),
    text: fill(
      orDefault(config.visitorWelcomeMessage, EMAIL_TEMPLATE_DEFAULTS.visitorWelcomeMessage),
    ),
  })
}

/** How an email to a subscriber lets them leave: the visible link and the one-click headers. */
export type UnsubscribeParts = { link: string; headers: Record<string, string> }

const unsubscribeFooter = ({ link, headers }: UnsubscribeParts) => ({
  links: [{ label: 'Unsubscribe from this newsletter', url: link }],
  headers,
})

export const newsletterWelcome = (
  subscriber: Pick<NewsletterSubscriber, 'email'>,
  config: Templates,
  unsubscribe: UnsubscribeParts,
): OutgoingEmail => {
  const values = { '[Church Name]': churchNameOf(config) }
  return email({
    ...unsubscribeFooter(unsubscribe),
    to: { address: subscriber.email },
    subject: headerText(
      fillVariables(
        orDefault(
          config.newsletterWelcomeSubject,
          EMAIL_TEMPLATE_DEFAULTS.newsletterWelcomeSubject,
        ),
        values,
      ),
    ),
    text: fillVariables(
      orDefault(config.newsletterWelcomeMessage, EMAIL_TEMPLATE_DEFAULTS.newsletterWelcomeMessage),
      values,
    ),
  })
}

/**
 * Double opt-in: the signup's one email, asking the address's owner to confirm. Fixed words, not a
 * staff template: it is a legal step, and it must say what happens if nobody confirms.
 */
export const newsletterConfirmation = (
  subscriber: Pick<NewsletterSubscriber, 'email'>,
  config: Pick<Templates, 'churchName'>,
  confirmUrl: string,
): OutgoingEmail => {
  const church = headerText(config.churchName || 'our church')
  return email({
    to: { address: subscriber.email },
    subject: headerText(`Please confirm your subscription to the ${church} newsletter`),
    text: [
      `Someone, hopefully you, asked to receive the ${church} newsletter at this address.`,
      'To start receiving it, open the link below and press "Confirm my subscription".',
      'If this was not you, ignore this email: the address is forgotten after 7 days and will not be emailed again.',
    ].join('\n\n'),
    links: [{ label: 'Confirm my subscription', url: confirmUrl }],
  })
}

/** What "Send test email" sends. */
export const testEmail = (config: Templates): OutgoingEmail =>
  email({
    to: staffMailbox(config),
    subject: headerText(`Test email from ${churchNameOf(config)}`),
    text: 'This is a test email from your church website. If you can read it, email works.',
  })

/** The pastoral staff's address: the pastoral email setting, else the office's. */
const pastoralMailbox = (config: Templates): Mailbox =>
  config.pastoralEmail ? { address: config.pastoralEmail } : staffMailbox(config)

type PrayerFields = Pick<PrayerRequest, 'name' | 'email' | 'request' | 'visibility'>

/**
 * An urgent prayer request, to the pastoral staff at once: the one email that carries a
 * request's text (docs/prayer.md). The subject names no one and quotes nothing.
 */
export const urgentPrayerNotice = (request: PrayerFields, config: Templates): OutgoingEmail =>
  email({
    to: pastoralMailbox(config),
    replyTo: request.email ? mailbox(request.name ?? '', request.email) : undefined,
    subject: 'Urgent prayer request',
    text: [
      'An urgent prayer request arrived through the website.',
      [
        `From: ${request.name ? headerText(request.name) : 'Anonymous'}`,
        `Email: ${request.email || 'none given'}`,
        `Shared with: ${PRAYER_VISIBILITY_LABELS[request.visibility]}`,
      ].join('\n'),
      request.request,
      request.email ? 'Reply to this email to write to them.' : 'They left no email address.',
    ].join('\n\n'),
  })
