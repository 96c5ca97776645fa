import { env } from '@/env'
import { slugs } from '@/lib/slugs'
import { getPayloadClient } from '@/server/api/payload'
import { cachedList } from '@/server/cache/cached-list'
import { isCommonEventList } from '@/server/cache/common-lists'
import { todayIn } from '@/server/time/today'

type EventsQuery = { upcoming: boolean; limit: number }

const readEvents = async (upcomingFrom: string | null, limit: number) => {
  const payload = await getPayloadClient()
  return payload.find({
    collection: slugs.events,
    where: upcomingFrom ? { date: { greater_than_equal: upcomingFrom } } : {},
    // Upcoming: soonest first. Everything: newest first, as staff browse it.
    sort: upcomingFrom ? ['date', 'startTime', 'id'] : ['-date', '-startTime', '-id'],
    limit,
    depth: 0,
    overrideAccess: false,
  })
}

// Only common limits are cached (common-lists.ts): any other limit is read directly.
const cachedEvents = cachedList(readEvents, ['events:list'], [slugs.events], (_from, limit) =>
  isCommonEventList(limit),
)

/** Upcoming means today or later in the church's time zone; today is part of the cache key. */
export const listEvents = ({ upcoming, limit }: EventsQuery) =>
  cachedEvents.docs(upcoming ? todayIn(env.TIME_ZONE) : null, limit)

/** The same as JSON text, with how many there are beyond the limit. */
export const listEventsPage = ({ upcoming, limit }: EventsQuery) =>
  cachedEvents.page(upcoming ? todayIn(env.TIME_ZONE) : null, limit)
