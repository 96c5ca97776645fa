import type { Where } from 'payload'

import { env } from '@/env'
import { slugs } from '@/lib/slugs'
import { getPayloadClient } from '@/server/api/payload'
import { cachedRead } from '@/server/cache/cached-read'
import { todayIn } from '@/server/time/today'

type EventsQuery = { upcoming: boolean; limit: number }

const eventsFrom = (upcomingFrom: string | null): Where =>
  upcomingFrom ? { date: { greater_than_equal: upcomingFrom } } : {}

const readEvents = async (upcomingFrom: string | null, limit: number) => {
  const payload = await getPayloadClient()
  const where = eventsFrom(upcomingFrom)
  const { docs } = await payload.find({
    collection: slugs.events,
    where,
    // Upcoming: soonest first. Everything: newest first, as staff browse it.
    sort: upcomingFrom ? ['date', 'startTime', 'id'] : ['-date', '-startTime', '-id'],
    limit,
    pagination: false,
    depth: 0,
    overrideAccess: false,
  })
  return docs
}

const cachedEvents = cachedRead(readEvents, ['events:list'], [slugs.events])

/** Upcoming means today or later in the church's time zone; today is part of the cache key. */
export const listEvents = ({ upcoming, limit }: EventsQuery) =>
  cachedEvents.data(upcoming ? todayIn(env.TIME_ZONE) : null, limit)

export const listEventsJson = ({ upcoming, limit }: EventsQuery) =>
  cachedEvents.json(upcoming ? todayIn(env.TIME_ZONE) : null, limit)

const readEventCount = async (upcomingFrom: string | null) => {
  const payload = await getPayloadClient()
  const { totalDocs } = await payload.count({
    collection: slugs.events,
    where: eventsFrom(upcomingFrom),
    overrideAccess: false,
  })
  return totalDocs
}

const cachedEventCount = cachedRead(readEventCount, ['events:count'], [slugs.events])

/** How many events the list would hold without its limit. */
export const countEvents = ({ upcoming }: Pick<EventsQuery, 'upcoming'>) =>
  cachedEventCount.data(upcoming ? todayIn(env.TIME_ZONE) : null)
