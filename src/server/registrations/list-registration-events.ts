import 'server-only'

import type { Payload } from 'payload'

import { env } from '@/env'
import { nextOccurrence } from '@/lib/calendar/occurrences'
import { readRegistrationSettings } from '@/lib/registration/settings'
import { slugs } from '@/lib/slugs'
import { todayIn } from '@/lib/time/today'
import { rowsOf, sql, sqlFor } from '@/server/db/sql'
import { upcomingCandidates, upcomingOf } from '@/server/events/upcoming-events'

import type { User } from '../../../payload-types'

export type RegistrationEventSummary = {
  eventId: number
  title: string
  occurrence: string
  confirmed: number
  waitlisted: number
  capacity: number | null
}

type Counts = { occurrence: string; event_id: number; confirmed: number; waitlisted: number }

/**
 * The upcoming events that take registrations, each at its next date with how full it is,
 * soonest first: the overview's fill levels and the Registrations tab's list.
 */
export const listRegistrationEvents = async (
  payload: Payload,
  user: User | null,
): Promise<RegistrationEventSummary[]> => {
  const today = todayIn(env.TIME_ZONE)
  const { docs } = await payload.find({
    collection: slugs.events,
    where: { and: [upcomingCandidates(today), { 'registration.enabled': { equals: true } }] },
    pagination: false,
    depth: 0,
    overrideAccess: false,
    user,
  })
  const events = upcomingOf(docs, today).flatMap((event) => {
    const occurrence = nextOccurrence(event, today)
    return occurrence ? [{ event, occurrence }] : []
  })
  if (!events.length) return []
  const counts = await rowsOf<Counts>(
    await sqlFor(payload),
    sql`
      SELECT event_id, occurrence,
        COALESCE(SUM(people) FILTER (WHERE status = 'confirmed'), 0)::integer AS confirmed,
        COALESCE(SUM(people) FILTER (WHERE status = 'waitlisted'), 0)::integer AS waitlisted
      FROM event_registrations
      WHERE event_id IN (${sql.join(
        events.map(({ event }) => sql`${event.id}`),
        sql`, `,
      )})
      GROUP BY event_id, occurrence`,
  )
  return events
    .map(({ event, occurrence }) => {
      const found = counts.find((row) => row.event_id === event.id && row.occurrence === occurrence)
      return {
        eventId: event.id,
        title: event.title,
        occurrence,
        confirmed: found?.confirmed ?? 0,
        waitlisted: found?.waitlisted ?? 0,
        capacity: readRegistrationSettings(event.registration).capacity,
      }
    })
    .sort((a, b) => a.occurrence.localeCompare(b.occurrence))
}
