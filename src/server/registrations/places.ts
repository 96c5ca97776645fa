import 'server-only'

import { notFound } from '@/server/api/errors'
import { rowsOf, sql, type SqlRunner } from '@/server/db/sql'

/**
 * The places taken per occurrence: one row (event, date) in event_registration_places, the only
 * count of confirmed people. Never counted in memory: every change is one statement on that row,
 * which PostgreSQL locks, so concurrent sign-ups queue on it and capacity holds
 * (docs/registration.md).
 */

/** An event's limits as committed now: the capacity (null: none) and whether it keeps a waitlist. */
export type RegistrationLimits = { capacity: number | null; waitlist: boolean }

/**
 * Reads the event's capacity and waitlist setting with a share lock on the event's row, held
 * until the transaction ends. A staff edit of the event takes that row's exclusive lock, so it
 * either waits until this transaction commits (and then promotes whoever it waitlisted) or commits
 * first (and this transaction reads the new capacity). Always taken before the places' row:
 * every transaction locks event, then places, then registrations, so none waits on another in a
 * circle.
 */
export const lockLimits = async (db: SqlRunner, eventId: number): Promise<RegistrationLimits> => {
  const [row] = await rowsOf<{ capacity: number | null; waitlist: boolean | null }>(
    db,
    sql`
      SELECT registration_capacity::integer AS capacity, registration_waitlist AS waitlist
      FROM events WHERE id = ${eventId} FOR SHARE`,
  )
  // Deleted since the caller read it (its registrations went with it).
  if (!row) throw notFound('Event not found')
  return { capacity: row.capacity, waitlist: row.waitlist !== false }
}

const ensureRow = (db: SqlRunner, eventId: number, occurrence: string) =>
  db.execute(sql`
    INSERT INTO event_registration_places (event_id, occurrence, taken)
    VALUES (${eventId}, ${occurrence}, 0)
    ON CONFLICT (event_id, occurrence) DO NOTHING`)

/**
 * Claims `people` places in one conditional UPDATE: it succeeds only while they fit under the
 * capacity (null: no limit). The places taken afterwards, or null when they did not fit.
 */
export const claimPlaces = async (
  db: SqlRunner,
  eventId: number,
  occurrence: string,
  people: number,
  capacity: number | null,
): Promise<number | null> => {
  await ensureRow(db, eventId, occurrence)
  const [row] = await rowsOf<{ taken: number }>(
    db,
    sql`
      UPDATE event_registration_places SET taken = taken + ${people}
      WHERE event_id = ${eventId} AND occurrence = ${occurrence}
        AND (${capacity}::integer IS NULL OR taken + ${people} <= ${capacity}::integer)
      RETURNING taken`,
  )
  return row ? row.taken : null
}

/**
 * Locks the occurrence's row until the transaction ends and answers the places taken: a
 * cancellation and the promotions it causes then run one at a time per occurrence.
 */
export const lockPlaces = async (
  db: SqlRunner,
  eventId: number,
  occurrence: string,
): Promise<number> => {
  await ensureRow(db, eventId, occurrence)
  const [row] = await rowsOf<{ taken: number }>(
    db,
    sql`
      SELECT taken FROM event_registration_places
      WHERE event_id = ${eventId} AND occurrence = ${occurrence} FOR UPDATE`,
  )
  return row!.taken
}

/** Gives places back (a confirmed registration was cancelled). */
export const releasePlaces = (db: SqlRunner, eventId: number, occurrence: string, people: number) =>
  db.execute(sql`
    UPDATE event_registration_places SET taken = taken - ${people}
    WHERE event_id = ${eventId} AND occurrence = ${occurrence}`)

/** Takes places for a promotion, under the lock lockPlaces holds. */
export const takePlaces = (db: SqlRunner, eventId: number, occurrence: string, people: number) =>
  db.execute(sql`
    UPDATE event_registration_places SET taken = taken + ${people}
    WHERE event_id = ${eventId} AND occurrence = ${occurrence}`)

/** The places taken for an occurrence (0 before the first sign-up). */
export const placesTaken = async (
  db: SqlRunner,
  eventId: number,
  occurrence: string,
): Promise<number> => {
  const [row] = await rowsOf<{ taken: number }>(
    db,
    sql`
      SELECT taken FROM event_registration_places
      WHERE event_id = ${eventId} AND occurrence = ${occurrence}`,
  )
  return row?.taken ?? 0
}

/** Places left under a capacity; null when there is no limit. */
export const placesLeft = (capacity: number | null, taken: number): number | null =>
  capacity === null ? null : Math.max(0, capacity - taken)
