import 'server-only'

import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

import { countOf } from '@/lib/format-count'
import { readRegistrationSettings } from '@/lib/registration/settings'
import type { RegistrationBody } from '@/lib/schemas/registration'
import { slugs } from '@/lib/slugs'
import { inTransaction } from '@/server/admin/in-transaction'
import { ApiError, badRequest, notFound } from '@/server/api/errors'
import { sqlFor } from '@/server/db/sql'

import type { User } from '../../../payload-types'
import { checkAnswers } from './check-answers'
import { loadRegistrationEvent } from './load-registration-event'
import { claimPlaces, placesLeft, placesTaken } from './places'
import { queueRegistrationEmail } from './queue-registration-email'
import { closedReason, resolveOccurrence } from './registration-window'
import { queueReminder } from './reminders'

export const REGISTRATION_CLOSED = 'Registration closed'
export const REGISTRATION_FULL = 'Full: this event has no places left'

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
  { addedBy = null, now = new Date() }: { addedBy?: User | null; now?: Date } = {},
): Promise<RegistrationOutcome> => {
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

  return inTransaction(payload, addedBy, async (req) => {
    const db = await sqlFor(payload, req)
    const taken = await claimPlaces(db, event.id, occurrence, body.people, settings.capacity)
    const status = taken !== null ? 'confirmed' : 'waitlisted'
    if (status === 'waitlisted' && !settings.waitlist) throw new ApiError(409, REGISTRATION_FULL)
    const registration = await payload.create({
      collection: slugs.eventRegistrations,
      data: {
        event: event.id,
        occurrence,
        name: body.name,
        email: body.email,
        phone: body.phone || null,
        people: body.people,
        answers,
        status,
        cancelNonce: newCancelNonce(),
        addedByStaff: addedBy !== null,
      },
      depth: 0,
      req,
      overrideAccess: true,
    })
    await queueRegistrationEmail(payload, req, registration.id, status)
    if (status === 'confirmed')
      await queueReminder(payload, req, registration.id, event, occurrence, now)
    return {
      id: registration.id,
      status,
      occurrence,
      placesLeft: placesLeft(
        settings.capacity,
        taken ?? (await placesTaken(db, event.id, occurrence)),
      ),
      message: messageFor(status, body.people),
    }
  })
}
