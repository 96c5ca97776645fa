import 'server-only'

import type { Payload } from 'payload'

import { slugs } from '@/lib/slugs'
import { inTransaction } from '@/server/admin/in-transaction'
import { badRequest, notFound } from '@/server/api/errors'
import { rowsOf, sql, sqlFor } from '@/server/db/sql'

import type { User } from '../../../payload-types'
import { lockLimits, lockPlaces } from './places'
import { announceSeat, seatRegistration } from './seat-registration'

export const NOT_HELD = 'This registration is not held as spam'

/**
 * Staff's "Not spam" on a held sign-up (docs/registration.md#spam): the normal sign-up runs for
 * it as if it had just arrived. It claims places atomically or joins the end of the waitlist
 * (409 and still held when the event is full and keeps none), and its emails are queued, all in
 * one transaction. Locks in the one order: event, places, registration.
 */
export const markRegistrationNotSpam = async (
  payload: Payload,
  user: User | null,
  registrationId: number,
  now: Date = new Date(),
): Promise<{ message: string }> => {
  const registration = await payload.findByID({
    collection: slugs.eventRegistrations,
    id: registrationId,
    depth: 0,
    disableErrors: true,
    overrideAccess: false,
    user,
  })
  if (!registration) throw notFound('Registration not found')
  if (registration.status !== 'held') throw badRequest(NOT_HELD)
  const event = await payload.findByID({
    collection: slugs.events,
    id: registration.event as number,
    depth: 0,
    overrideAccess: false,
    user,
  })
  const { occurrence, people } = registration

  return inTransaction(payload, user, async (req) => {
    const db = await sqlFor(payload, req)
    await lockLimits(db, event.id)
    await lockPlaces(db, event.id, occurrence)
    const [current] = await rowsOf<{ status: string }>(
      db,
      sql`SELECT status FROM event_registrations WHERE id = ${registrationId} FOR UPDATE`,
    )
    // A second press, or a colleague's, got there first.
    if (current?.status !== 'held') throw badRequest(NOT_HELD)
    const seat = await seatRegistration(db, event.id, occurrence, people)
    // created_at moves to now: it joins the waitlist behind everyone already on it.
    await db.execute(sql`
      UPDATE event_registrations
      SET status = ${seat.status}, spam_reason = NULL, created_at = ${now.toISOString()},
          updated_at = ${now.toISOString()}
      WHERE id = ${registrationId}`)
    await announceSeat(payload, req, registrationId, seat.status, event, occurrence, now)
    return {
      message:
        seat.status === 'confirmed'
          ? `Not spam: ${registration.name} is registered and their confirmation is on its way`
          : `Not spam: the event is full, so ${registration.name} joined the waitlist and was told by email`,
    }
  })
}
