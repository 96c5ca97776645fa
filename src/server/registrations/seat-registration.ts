import 'server-only'

import type { Payload, PayloadRequest } from 'payload'

import { ApiError } from '@/server/api/errors'
import type { SqlRunner } from '@/server/db/sql'

import type { Event } from '../../../payload-types'
import { claimPlaces, lockLimits, placesTaken } from './places'
import { queueRegistrationEmail } from './queue-registration-email'
import { queueReminder } from './reminders'

export const REGISTRATION_FULL = 'Full: this event has no places left'

export type Seat = {
  status: 'confirmed' | 'waitlisted'
  /** The places taken once this registration is counted. */
  taken: number
  capacity: number | null
}

/**
 * Claims `people` places of an occurrence in one conditional UPDATE, under the event's capacity
 * as committed now (lockLimits), or decides the waitlist; 409 when it is full and the event keeps
 * no waitlist. The sign-up and staff's "Not spam" both seat people here (docs/registration.md).
 */
export const seatRegistration = async (
  db: SqlRunner,
  eventId: number,
  occurrence: string,
  people: number,
): Promise<Seat> => {
  const { capacity, waitlist } = await lockLimits(db, eventId)
  const taken = await claimPlaces(db, eventId, occurrence, people, capacity)
  if (taken !== null) return { status: 'confirmed', taken, capacity }
  if (!waitlist) throw new ApiError(409, REGISTRATION_FULL)
  return { status: 'waitlisted', taken: await placesTaken(db, eventId, occurrence), capacity }
}

/** Queues what a seated registration is sent: the confirmation and its reminder, or the waitlist notice. */
export const announceSeat = async (
  payload: Payload,
  req: PayloadRequest,
  registrationId: number,
  status: Seat['status'],
  event: Event,
  occurrence: string,
  now: Date,
) => {
  await queueRegistrationEmail(payload, req, registrationId, status)
  if (status === 'confirmed') {
    await queueReminder(payload, req, registrationId, event, occurrence, now)
  }
}
