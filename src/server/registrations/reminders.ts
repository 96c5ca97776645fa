import 'server-only'

import type { Payload, PayloadRequest } from 'payload'

import { readRegistrationSettings } from '@/lib/registration/settings'
import { rowsOf, sql, sqlFor } from '@/server/db/sql'

import type { Event } from '../../../payload-types'
import { queueRegistrationEmail } from './queue-registration-email'
import { occurrenceStart } from './registration-window'

const HOUR_MS = 60 * 60 * 1000

/** When the reminder of an occurrence is due, or null when the event sends none. */
export const reminderDueAt = (event: Event, occurrence: string): Date | null => {
  const { reminderHours } = readRegistrationSettings(event.registration)
  if (reminderHours <= 0) return null
  return new Date(occurrenceStart(event, occurrence).getTime() - reminderHours * HOUR_MS)
}

/**
 * Queues the reminder of a newly confirmed registration, held until it is due. Someone who signs
 * up after that moment gets none: their confirmation has just told them everything.
 */
export const queueReminder = async (
  payload: Payload,
  req: PayloadRequest,
  registrationId: number,
  event: Event,
  occurrence: string,
  now: Date = new Date(),
) => {
  const due = reminderDueAt(event, occurrence)
  if (!due || due <= now) return
  await queueRegistrationEmail(payload, req, registrationId, 'reminder', due)
}

/**
 * Claims the one reminder of a registration: a single conditional UPDATE sets reminderSentAt only
 * where it is still empty, so when several workers (or instances) run the job at once, exactly one
 * wins and sends. Cancelled or waitlisted registrations are never claimed.
 */
export const claimReminder = async (payload: Payload, registrationId: number): Promise<boolean> => {
  const rows = await rowsOf<{ id: number }>(
    await sqlFor(payload),
    sql`
      UPDATE event_registrations SET reminder_sent_at = now()
      WHERE id = ${registrationId} AND reminder_sent_at IS NULL AND status = 'confirmed'
      RETURNING id`,
  )
  return rows.length === 1
}

/** Gives the claim back when the send failed, so the job's retry may send it. */
export const releaseReminder = async (payload: Payload, registrationId: number) => {
  await (
    await sqlFor(payload)
  ).execute(
    sql`UPDATE event_registrations SET reminder_sent_at = NULL WHERE id = ${registrationId}`,
  )
}
