import 'server-only'

import type { Payload } from 'payload'

import { slugs } from '@/lib/slugs'
import { inTransaction } from '@/server/admin/in-transaction'
import { ApiError, notFound } from '@/server/api/errors'
import { rowsOf, sql, sqlFor } from '@/server/db/sql'

import type { User } from '../../../payload-types'
import { lockLimits, lockPlaces, releasePlaces } from './places'
import { promoteWaitlist } from './promote-waitlist'
import { newCancelNonce } from './register-for-event'

export const ALREADY_CANCELLED = 'This registration is already cancelled'

type Locked = { status: string; people: number; cancel_nonce: string }

/**
 * Cancels a registration and, when it held places, moves people in from the waitlist, all in one
 * transaction under the occurrence's lock (docs/registration.md). `nonce`, from a cancel link,
 * must still be the registration's: cancelling replaces it, so a link works once. Answers the ids
 * moved in from the waitlist.
 */
export const cancelRegistration = async (
  payload: Payload,
  registrationId: number,
  { nonce, by = null }: { nonce?: string; by?: User | null } = {},
): Promise<{ promoted: number[] }> => {
  const registration = await payload.findByID({
    collection: slugs.eventRegistrations,
    id: registrationId,
    depth: 0,
    disableErrors: true,
    overrideAccess: true,
  })
  if (!registration) throw notFound('Registration not found')
  const eventId = registration.event as number
  const event = await payload.findByID({
    collection: slugs.events,
    id: eventId,
    depth: 0,
    overrideAccess: true,
  })

  return inTransaction(payload, by, async (req) => {
    const db = await sqlFor(payload, req)
    // The capacity as committed now: a raise that just landed counts (places.ts, lockLimits).
    const { capacity } = await lockLimits(db, eventId)
    const taken = await lockPlaces(db, eventId, registration.occurrence)
    const [current] = await rowsOf<Locked>(
      db,
      sql`
        SELECT status, people::integer AS people, cancel_nonce FROM event_registrations
        WHERE id = ${registrationId} FOR UPDATE`,
    )
    if (!current || current.status === 'cancelled') throw new ApiError(410, ALREADY_CANCELLED)
    if (nonce !== undefined && nonce !== current.cancel_nonce) {
      throw new ApiError(410, ALREADY_CANCELLED)
    }
    await db.execute(sql`
      UPDATE event_registrations
      SET status = 'cancelled', cancelled_at = now(), updated_at = now(),
          cancel_nonce = ${newCancelNonce()}
      WHERE id = ${registrationId}`)
    if (current.status !== 'confirmed') return { promoted: [] }
    await releasePlaces(db, eventId, registration.occurrence, current.people)
    const promoted = await promoteWaitlist(
      payload,
      req,
      db,
      event,
      registration.occurrence,
      capacity,
      taken - current.people,
    )
    return { promoted }
  })
}
