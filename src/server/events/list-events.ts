import type { Where } from 'payload'

import { env } from '@/env'
import { slugs } from '@/lib/slugs'
import { getPayloadClient } from '@/server/payload'
import { cachedList, type ListPage } from '@/server/cache/cached-list'
import { isCommonEventList, MAX_CACHED_PAGE } from '@/server/cache/common-lists'
import { todayIn } from '@/lib/time/today'

import type { Event } from '../../../payload-types'
import { upcomingCandidates, upcomingOf, type UpcomingEvent } from './upcoming-events'

type EventsQuery = { upcoming: boolean; limit: number; search?: string; page?: number }

const SEARCHED = ['title', 'location', 'description'] as const

const readEvents = async (
  upcomingFrom: string | null,
  limit: number,
  page = 1,
  search = '',
): Promise<ListPage<Event>> => {
  const payload = await getPayloadClient()
  const and: Where[] = []
  if (search) and.push({ or: SEARCHED.map((field) => ({ [field]: { like: search } })) })
  if (!upcomingFrom)
    // Everything: newest first, as staff browse it.
    return payload.find({
      collection: slugs.events,
      where: and.length ? { and } : {},
      page,
      sort: ['-date', '-startTime', '-id'],
      limit,
      depth: 0,
      overrideAccess: false,
    })
  // Upcoming: a series' next date comes from its rule, so the order and the page are made here.
  const { docs } = await payload.find({
    collection: slugs.events,
    where: { and: [...and, upcomingCandidates(upcomingFrom)] },
    pagination: false,
    depth: 0,
    overrideAccess: false,
  })
  const upcoming = upcomingOf(docs, upcomingFrom)
  return { docs: upcoming.slice((page - 1) * limit, page * limit), totalDocs: upcoming.length }
}

// Only common limits are cached (common-lists.ts): any other limit is read directly.
const cachedEvents = cachedList(
  readEvents,
  ['events:list'],
  [slugs.events],
  (...[, limit, page = 1]: Parameters<typeof readEvents>) =>
    isCommonEventList(limit) && page <= MAX_CACHED_PAGE,
)

/**
 * Upcoming means happening today or later in the church's time zone, each event at its next
 * date; today is part of the cache key.
 */
export const listUpcomingEvents = async ({
  limit,
  page = 1,
}: Pick<EventsQuery, 'limit' | 'page'>) => {
  const { json, total } = await cachedEvents.page(todayIn(env.TIME_ZONE), limit, page)
  return { events: JSON.parse(json) as UpcomingEvent[], total }
}

/**
 * The same as JSON text, with how many there are beyond the limit. A staff search is read
 * directly: its text is unbounded, so caching it would grow the cache without end.
 */
export const listEventsPage = async ({ upcoming, limit, page = 1, search }: EventsQuery) => {
  const from = upcoming ? todayIn(env.TIME_ZONE) : null
  if (!search) return cachedEvents.page(from, limit, page)
  const { docs, totalDocs } = await readEvents(from, limit, page, search)
  return { json: JSON.stringify(docs), total: totalDocs }
}
