import 'server-only'

import type Mail from 'nodemailer/lib/mailer'

import { env } from '@/env'
import { countOf } from '@/lib/format-count'
import { formatLongDate, formatTime } from '@/lib/format-date'
import { readRegistrationSettings } from '@/lib/registration/settings'
import { buildCalendar } from '@/server/calendar/build-calendar'
import { email, type OutgoingEmail } from '@/server/email/compose'
import { headerText } from '@/server/email/safe-text'
import { toMailOptions } from '@/server/email/site-transport'
import { siteUrl } from '@/server/site-url'

import type { Event, EventRegistration, SiteConfig } from '../../../payload-types'
import { signCancelTicket } from './cancel-token'
import { occurrenceStart } from './registration-window'

export const REGISTRATION_EMAIL_KINDS = ['confirmed', 'waitlisted', 'promoted', 'reminder'] as const
export type RegistrationEmailKind = (typeof REGISTRATION_EMAIL_KINDS)[number]

type Parts = {
  registration: EventRegistration
  event: Event
  config: Pick<SiteConfig, 'churchName'>
}

/** The link that cancels this registration; it works until the occurrence begins. */
export const cancelLink = ({ registration, event }: Omit<Parts, 'config'>): string => {
  const token = signCancelTicket({
    registrationId: registration.id,
    nonce: registration.cancelNonce,
    expiresAt: occurrenceStart(event, registration.occurrence).getTime(),
  })
  return siteUrl(`/registrations/cancel?token=${encodeURIComponent(token)}`)
}

/** "Saturday's date at 7:00 PM at the hall", in words. */
const when = (event: Event, occurrence: string) =>
  [formatLongDate(occurrence), event.startTime ? `at ${formatTime(event.startTime)}` : '']
    .filter(Boolean)
    .join(' ')

const answersText = (event: Event, registration: EventRegistration) => {
  const answers = (registration.answers ?? {}) as Record<string, unknown>
  return readRegistrationSettings(event.registration)
    .questions.filter(({ id }) => answers[id] !== undefined)
    .map(({ id, label }) => {
      const value = answers[id]
      return `${label}: ${typeof value === 'boolean' ? (value ? 'Yes' : 'No') : String(value)}`
    })
    .join('\n')
}

const SUBJECTS: Record<RegistrationEmailKind, string> = {
  confirmed: 'You’re registered',
  waitlisted: 'You’re on the waitlist',
  promoted: 'A place opened up: you’re registered',
  reminder: 'Reminder',
}

const OPENINGS: Record<RegistrationEmailKind, string> = {
  confirmed: 'you’re registered for',
  waitlisted: 'the event is full, so you’re on the waitlist for',
  promoted: 'a place opened up, and you’re now registered for',
  reminder: 'this is a reminder that you’re registered for',
}

const CLOSINGS: Record<RegistrationEmailKind, string> = {
  confirmed: 'The event is attached for your calendar.',
  waitlisted:
    'We’ll email you as soon as a place frees up: you will be moved in automatically, with the answers you gave.',
  promoted: 'The event is attached for your calendar.',
  reminder: 'We look forward to seeing you.',
}

/** One registration email, in plain words; confirmations and promotions carry the cancel link. */
export const registrationEmail = (kind: RegistrationEmailKind, parts: Parts): OutgoingEmail => {
  const { registration, event, config } = parts
  const church = config.churchName || 'our church'
  const lines = [
    `Hello ${registration.name},`,
    `${church}: ${OPENINGS[kind]} ${event.title} on ${when(event, registration.occurrence)}${
      event.location ? `, ${event.location}` : ''
    } (${countOf(registration.people, 'person', 'people')}).`,
    answersText(event, registration),
    CLOSINGS[kind],
    kind === 'waitlisted'
      ? `To leave the waitlist: ${cancelLink(parts)}`
      : `Can’t come after all? Cancel here so someone else can have the place: ${cancelLink(parts)}`,
    `Event details: ${siteUrl(`/events/${event.id}`)}`,
  ]
  return email({
    to: { name: headerText(registration.name), address: registration.email },
    subject: headerText(`${SUBJECTS[kind]}: ${event.title}`),
    text: lines.filter(Boolean).join('\n\n'),
  })
}

/**
 * The occurrence as a calendar file. A repeating event's date gets a UID of its own: under the
 * series' UID a calendar app would replace the whole series with this one date.
 */
const occurrenceCalendar = (event: Event, occurrence: string, churchName: string): string => {
  const single = { ...event, date: occurrence, isRecurring: false, recurrenceRule: null }
  const ics = buildCalendar([single], {
    name: `${churchName} Events`,
    timeZone: env.TIME_ZONE,
    siteUrl: env.SITE_URL,
  })
  return event.isRecurring ? ics.replace(/^UID:event-(\d+)@/m, `UID:event-$1-${occurrence}@`) : ics
}

/** The email as nodemailer sends it: a confirmation or promotion carries the event's .ics. */
export const registrationMail = (kind: RegistrationEmailKind, parts: Parts): Mail.Options => {
  const options = toMailOptions(registrationEmail(kind, parts))
  if (kind !== 'confirmed' && kind !== 'promoted') return options
  return {
    ...options,
    attachments: [
      {
        filename: `event-${parts.event.id}.ics`,
        content: occurrenceCalendar(
          parts.event,
          parts.registration.occurrence,
          parts.config.churchName || 'Church',
        ),
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
      },
    ],
  }
}
