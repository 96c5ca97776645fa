import 'server-only'

import type { Payload } from 'payload'

import { env } from '@/env'
import { nextOccurrence } from '@/lib/calendar/occurrences'
import { readRegistrationSettings, type Answers } from '@/lib/registration/settings'
import type { RegistrationStatus } from '@/lib/registration/statuses'
import { slugs } from '@/lib/slugs'
import type { SpamReason } from '@/lib/spam-reasons'
import { todayIn } from '@/lib/time/today'
import { notFound } from '@/server/api/errors'
import { rowsOf, sql, sqlFor } from '@/server/db/sql'

import type { Event, EventRegistration, User } from '../../../payload-types'

export type RosterEntry = {
  id: number
  name: string
  email: string
  phone: string | null
  people: number
  status: RegistrationStatus
  /** Each question in the staff's own words with its answer in words (Yes/No, not true/false). */
  answers: { question: string; answer: string }[]
  checkedIn: boolean
  registeredAt: string
  addedByStaff: boolean
  /** Why a held sign-up was flagged; null for the others. */
  spamReason: SpamReason | null
}

export type Roster = {
  eventId: number
  eventTitle: string
  occurrence: string
  occurrences: string[]
  capacity: number | null
  counts: {
    confirmed: number
    waitlisted: number
    cancelled: number
    checkedIn: number
    held: number
  }
  registrations: RosterEntry[]
}

const STATUS_ORDER: Record<RegistrationStatus, number> = {
  confirmed: 0,
  waitlisted: 1,
  cancelled: 2,
  held: 3,
}

const answerWords = (value: Answers[string]) =>
  typeof value === 'boolean' ? (value ? 'Yes' : 'No') : String(value)

export const rosterEntry = (event: Event, registration: EventRegistration): RosterEntry => {
  const answers = (registration.answers ?? {}) as Answers
  return {
    id: registration.id,
    name: registration.name,
    email: registration.email,
    phone: registration.phone ?? null,
    people: registration.people,
    status: registration.status,
    answers: readRegistrationSettings(event.registration).questions.map(({ id, label }) => ({
      question: label,
      answer: answers[id] === undefined ? '' : answerWords(answers[id]),
    })),
    checkedIn: Boolean(registration.checkedInAt),
    registeredAt: registration.createdAt,
    addedByStaff: registration.addedByStaff === true,
    spamReason: registration.spamReason ?? null,
  }
}

/** The dates that have registrations, with the next one, soonest last-past first. */
const occurrencesOf = async (payload: Payload, event: Event): Promise<string[]> => {
  const rows = await rowsOf<{ occurrence: string }>(
    await sqlFor(payload),
    sql`SELECT DISTINCT occurrence FROM event_registrations WHERE event_id = ${event.id}`,
  )
  const next = nextOccurrence(event, todayIn(env.TIME_ZONE))
  const dates = new Set(rows.map(({ occurrence }) => occurrence))
  if (next) dates.add(next)
  return [...dates].sort()
}

/**
 * One occurrence's roster for staff, read with their own access: everyone who registered, in
 * order (confirmed, then the waitlist in its order, then cancelled, then the sign-ups held as
 * spam), with the counts. Without a date: the next occurrence, or the last one that had
 * registrations.
 */
export const loadRoster = async (
  payload: Payload,
  user: User | null,
  eventId: number,
  requested: string | undefined,
): Promise<Roster> => {
  const event = await payload.findByID({
    collection: slugs.events,
    id: eventId,
    depth: 0,
    disableErrors: true,
    overrideAccess: false,
    user,
  })
  if (!event) throw notFound('Event not found')
  const occurrences = await occurrencesOf(payload, event)
  const next = nextOccurrence(event, todayIn(env.TIME_ZONE))
  const occurrence = requested ?? next ?? occurrences.at(-1) ?? event.date
  const { docs } = await payload.find({
    collection: slugs.eventRegistrations,
    where: { and: [{ event: { equals: eventId } }, { occurrence: { equals: occurrence } }] },
    sort: ['createdAt', 'id'],
    pagination: false,
    depth: 0,
    overrideAccess: false,
    user,
  })
  const registrations = docs
    .map((registration) => rosterEntry(event, registration))
    .sort((a, b) => STATUS_ORDER[a.status] - STATUS_ORDER[b.status])
  const peopleWith = (status: RegistrationStatus) =>
    registrations.filter((entry) => entry.status === status).reduce((sum, e) => sum + e.people, 0)
  return {
    eventId,
    eventTitle: event.title,
    occurrence,
    occurrences,
    capacity: readRegistrationSettings(event.registration).capacity,
    counts: {
      confirmed: peopleWith('confirmed'),
      waitlisted: peopleWith('waitlisted'),
      cancelled: registrations.filter((entry) => entry.status === 'cancelled').length,
      checkedIn: registrations
        .filter((entry) => entry.checkedIn && entry.status === 'confirmed')
        .reduce((sum, entry) => sum + entry.people, 0),
      held: registrations.filter((entry) => entry.status === 'held').length,
    },
    registrations,
  }
}
