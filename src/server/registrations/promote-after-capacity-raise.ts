import 'server-only'

import type { Payload, PayloadRequest } from 'payload'

import { env } from '@/env'
import { readRegistrationSettings } from '@/lib/registration/settings'
import { todayIn } from '@/lib/time/today'
import { rowsOf, sql, sqlFor } from '@/server/db/sql'

import type { Event } from '../../../payload-types'
import { promoteWaitlist } from './promote-waitlist'

type Settings = Event['registration']

/** Whether an edit made room: a capacity raised, or the limit removed, while taking sign-ups. */
export const capacityRaised = (before: Settings, after: Settings): boolean => {
  const old = readRegistrationSettings(before)
  const now = readRegistrationSettings(after)
  if (!now.enabled || old.capacity === null) return false
  return now.capacity === null || now.capacity > old.capacity
}

/**
 * Staff raised an event's capacity: in the edit's own transaction, move people in from the
 * waitlist of every date from today on, in the order they joined, with their answers, each told
 * by email (docs/registration.md). The edit holds the event's row, so sign-ups that read the old
 * capacity have committed before it (and are on the waitlist read here) and later ones read the
 * new one (places.ts, lockLimits); the places' rows are locked as a cancellation locks them.
 */
export const promoteAfterCapacityRaise = async (
  payload: Payload,
  req: PayloadRequest,
  event: Event,
): Promise<number[]> => {
  const db = await sqlFor(payload, req)
  const { capacity } = readRegistrationSettings(event.registration)
  const dates = await rowsOf<{ occurrence: string; taken: number }>(
    db,
    sql`
      SELECT occurrence, taken FROM event_registration_places
      WHERE event_id = ${event.id} AND occurrence >= ${todayIn(env.TIME_ZONE)}
      ORDER BY occurrence FOR UPDATE`,
  )
  const promoted: number[] = []
  for (const { occurrence, taken } of dates) {
    promoted.push(...(await promoteWaitlist(payload, req, db, event, occurrence, capacity, taken)))
  }
  return promoted
}
