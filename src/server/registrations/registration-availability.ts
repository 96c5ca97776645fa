import 'server-only'

import type { Payload } from 'payload'

import type { RegistrationAvailability } from '@/lib/registration/availability'
import { readRegistrationSettings } from '@/lib/registration/settings'
import { notFound } from '@/server/api/errors'
import { sqlFor } from '@/server/db/sql'

import { loadRegistrationEvent } from './load-registration-event'
import { placesLeft, placesTaken } from './places'
import { closedReason, resolveOccurrence } from './registration-window'

/** Where registration for an occurrence stands, as the event page shows it (counts only). */
export const registrationAvailability = async (
  payload: Payload,
  eventId: number,
  requested: string | undefined,
  now: Date = new Date(),
): Promise<RegistrationAvailability> => {
  const event = await loadRegistrationEvent(payload, eventId)
  const settings = readRegistrationSettings(event.registration)
  if (!settings.enabled) throw notFound('This event does not take registrations')
  const occurrence = resolveOccurrence(event, requested, now)
  const left = placesLeft(
    settings.capacity,
    await placesTaken(await sqlFor(payload), event.id, occurrence),
  )
  const full = left !== null && left <= 0
  const state = closedReason(event, occurrence, now, settings)
    ? 'closed'
    : full
      ? settings.waitlist
        ? 'waitlist'
        : 'full'
      : 'open'
  return {
    occurrence,
    state,
    placesLeft: left,
    maxPeople: settings.maxPeople,
    questions: settings.questions,
  }
}
