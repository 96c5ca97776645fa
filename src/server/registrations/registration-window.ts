import { env } from '@/env'
import { occurrenceDates, type OccurrenceSource } from '@/lib/calendar/occurrences'
import { readRegistrationSettings, type RegistrationSettings } from '@/lib/registration/settings'
import { todayIn } from '@/lib/time/today'
import { zonedInstant } from '@/lib/time/zoned'
import { badRequest } from '@/server/api/errors'

import type { Event } from '../../../payload-types'

/** When an occurrence begins: its date at the start time, or the start of the day (all-day). */
export const occurrenceStart = (
  event: Pick<Event, 'startTime'>,
  occurrence: string,
  timeZone: string = env.TIME_ZONE,
): Date => zonedInstant(occurrence, event.startTime || '00:00', timeZone)

/**
 * The occurrence a sign-up is for: the date asked for, which must be one of the event's dates from
 * today on, or (none asked) the next one. A single event has its one date.
 */
export const resolveOccurrence = (
  event: OccurrenceSource,
  requested: string | undefined,
  now: Date = new Date(),
): string => {
  const today = todayIn(env.TIME_ZONE, now)
  const from = requested && requested >= today ? requested : today
  const [next] = occurrenceDates(event, { from, count: 1 })
  if (requested ? next !== requested : !next) {
    throw badRequest('That date is not one of this event’s upcoming dates')
  }
  return next!
}

export type ClosedReason = 'not-taken' | 'closed'

/**
 * Why sign-ups for this occurrence are refused, or null while they are open: the event takes none,
 * or it is past the closing time staff set, or the occurrence has begun.
 */
export const closedReason = (
  event: Event,
  occurrence: string,
  now: Date = new Date(),
  settings: RegistrationSettings = readRegistrationSettings(event.registration),
): ClosedReason | null => {
  if (!settings.enabled) return 'not-taken'
  if (settings.closesAt && now >= new Date(settings.closesAt)) return 'closed'
  if (now >= occurrenceStart(event, occurrence)) return 'closed'
  return null
}
