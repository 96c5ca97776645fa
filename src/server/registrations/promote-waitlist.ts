import 'server-only'

import type { Payload, PayloadRequest } from 'payload'

import { rowsOf, sql, type SqlRunner } from '@/server/db/sql'

import type { Event } from '../../../payload-types'
import { takePlaces } from './places'
import { queueRegistrationEmail } from './queue-registration-email'
import { queueReminder } from './reminders'

type Waiting = { id: number; people: number }

/**
 * Moves people off the waitlist while places are free, in the order they joined: each waiting
 * registration that fits is confirmed as it is, answers and all, and told by email. A group
 * bigger than the places free keeps its turn while smaller ones behind it move in
 * (docs/registration.md). Runs under lockPlaces' lock, so `taken` is current.
 */
export const promoteWaitlist = async (
  payload: Payload,
  req: PayloadRequest,
  db: SqlRunner,
  event: Event,
  occurrence: string,
  capacity: number | null,
  taken: number,
): Promise<number[]> => {
  const waiting = await rowsOf<Waiting>(
    db,
    sql`
      SELECT id, people::integer AS people FROM event_registrations
      WHERE event_id = ${event.id} AND occurrence = ${occurrence} AND status = 'waitlisted'
      ORDER BY created_at, id`,
  )
  const promoted: number[] = []
  let free = capacity === null ? Number.POSITIVE_INFINITY : capacity - taken
  for (const { id, people } of waiting) {
    if (free <= 0) break
    if (people > free) continue
    const moved = await rowsOf<{ id: number }>(
      db,
      sql`
        UPDATE event_registrations SET status = 'confirmed', promoted_at = now(), updated_at = now()
        WHERE id = ${id} AND status = 'waitlisted' RETURNING id`,
    )
    if (!moved.length) continue
    await takePlaces(db, event.id, occurrence, people)
    free -= people
    promoted.push(id)
    await queueRegistrationEmail(payload, req, id, 'promoted')
    await queueReminder(payload, req, id, event, occurrence)
  }
  return promoted
}
