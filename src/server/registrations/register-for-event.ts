import 'server-only'

import { randomBytes } from 'node:crypto'

import type { Payload, PayloadRequest } from 'payload'

import { countOf } from '@/lib/format-count'
import { readRegistrationSettings } from '@/lib/registration/settings'
import type { RegistrationBody } from '@/lib/schemas/registration'
import { slugs } from '@/lib/slugs'
import type { SpamReason } from '@/lib/spam-reasons'
import { inTransaction } from '@/server/admin/in-transaction'
import { ApiError, badRequest, notFound } from '@/server/api/errors'
import { sqlFor } from '@/server/db/sql'

import type { EventRegistration, User } from '../../../payload-types'
import { checkAnswers } from './check-answers'
import { loadRegistrationEvent } from './load-registration-event'
import { placesLeft } from './places'
import { closedReason, resolveOccurrence } from './registration-window'
import { announceSeat, seatRegistration } from './seat-registration'

export const REGISTRATION_CLOSED = 'Registration closed'

/** What a sign-up the spam checks flagged is told: the same words as a real one. */
export const HELD_MESSAGE = 'You’re registered. A confirmation is on its way by email.'

export type RegistrationOutcome = {
  id: number
  status: 'confirmed' | 'waitlisted'
  occurrence: string
  /** Places left after this registration; null when the event has no limit. */
  placesLeft: number | null
  message: string
}

export const newCancelNonce = () => randomBytes(16).toString('base64url')

const messageFor = (status: RegistrationOutcome['status'], people: number) =>
  status === 'confirmed'
    ? `You’re registered (${countOf(people, 'person', 'people')}). A confirmation is on its way by email.`
    : 'The event is full, so you’re on the waitlist. We’ll email you if a place frees up.'

type Options = { addedBy?: User | null; now?: Date }

/**
 * The checks every sign-up passes, flagged or not: the event takes registrations, the date is
 * one of its own and still open (staff may add after closing), the group size and the answers.
 */
const checkSignUp = async (
  payload: Payload,
  eventId: number,
  body: RegistrationBody,
  { addedBy = null, now = new Date() }: Options,
) => {
  const event = await loadRegistrationEvent(payload, eventId)
  const settings = readRegistrationSettings(event.registration)
  if (!settings.enabled) throw notFound('This event does not take registrations')
  const occurrence = resolveOccurrence(event, body.occurrence, now)
  if (!addedBy && closedReason(event, occurrence, now, settings)) {
    throw new ApiError(409, REGISTRATION_CLOSED)
  }
  if (body.people > settings.maxPeople) {
    throw badRequest(
      `At most ${countOf(settings.maxPeople, 'person', 'people')} per registration`,
      {
        people: `At most ${settings.maxPeople}`,
      },
    )
  }
  const answers = checkAnswers(settings.questions, body.answers)
  return { event, occurrence, answers }
}

type Row = Pick<
  EventRegistration,
  'occurrence' | 'answers' | 'status' | 'spamReason' | 'addedByStaff'
> & { event: number }

/** Stores a registration; `req` is the sign-up's transaction, none for a held one (one write). */
const storeRegistration = (
  payload: Payload,
  req: PayloadRequest | undefined,
  body: RegistrationBody,
  row: Row,
) =>
  payload.create({
    collection: slugs.eventRegistrations,
    data: {
      ...row,
      name: body.name,
      email: body.email,
      phone: body.phone || null,
      people: body.people,
      cancelNonce: newCancelNonce(),
    },
    depth: 0,
    req,
    overrideAccess: true,
  })

/**
 * Registers someone for an occurrence of an event (docs/registration.md). The places are claimed
 * by one conditional UPDATE in the transaction that stores the registration and queues its email,
 * so under any number of concurrent sign-ups the confirmed people never exceed the capacity. What
 * does not fit goes on the waitlist when the event keeps one, and is refused otherwise.
 * Staff (`addedBy`) may add someone after registration has closed.
 */
export const registerForEvent = async (
  payload: Payload,
  eventId: number,
  body: RegistrationBody,
  options: Options = {},
): Promise<RegistrationOutcome> => {
  const { addedBy = null, now = new Date() } = options
  const { event, occurrence, answers } = await checkSignUp(payload, eventId, body, options)
  return inTransaction(payload, addedBy, async (req) => {
    const db = await sqlFor(payload, req)
    const seat = await seatRegistration(db, event.id, occurrence, body.people)
    const registration = await storeRegistration(payload, req, body, {
      event: event.id,
      occurrence,
      answers,
      status: seat.status,
      addedByStaff: addedBy !== null,
    })
    await announceSeat(payload, req, registration.id, seat.status, event, occurrence, now)
    return {
      id: registration.id,
      status: seat.status,
      occurrence,
      placesLeft: placesLeft(seat.capacity, seat.taken),
      message: messageFor(seat.status, body.people),
    }
  })
}

/**
 * A sign-up the spam checks flagged: it passes the same checks and is kept as held, with no
 * place and no email, for staff to judge on the roster (docs/registration.md#spam). The visitor is
 * told what a real sign-up is told.
 */
export const holdFlaggedRegistration = async (
  payload: Payload,
  eventId: number,
  body: RegistrationBody,
  reason: SpamReason,
): Promise<{ message: string }> => {
  const { event, occurrence, answers } = await checkSignUp(payload, eventId, body, {})
  await storeRegistration(payload, undefined, body, {
    event: event.id,
    occurrence,
    answers,
    status: 'held',
    spamReason: reason,
    addedByStaff: false,
  })
  return { message: HELD_MESSAGE }
}
