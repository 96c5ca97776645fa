import type { Where } from 'payload'

import { env } from '@/env'
import { slugs } from '@/lib/slugs'
import { getPayloadClient } from '@/server/api/payload'
import { cachedList } from '@/server/cache/cached-list'
import { isCommonEventList } from '@/server/cache/common-lists'
import { todayIn } from '@/server/time/today'

type EventsQuery = { upcoming: boolean; limit: number; search?: string; page?: number }

const SEARCHED = ['title', 'location', 'description'] as const

const readEvents = async (upcomingFrom: string | null, limit: number, page = 1, search = '') => {
  const payload = await getPayloadClient()
  const and: Where[] = []
  if (upcomingFrom) and.push({ date: { greater_than_equal: upcomingFrom } })
  if (search) and.push({ or: SEARCHED.map((field) => ({ [field]: { like: search } })) })
  return payload.find({
    collection: slugs.events,
    where: and.length ? { and } : {},
    page,
    // Upcoming: soonest first. Everything: newest first, as staff browse it.
    sort: upcomingFrom ? ['date', 'startTime', 'id'] : ['-date', '-startTime', '-id'],
    limit,
    depth: 0,
    overrideAccess: false,
  })
}

// Only common limits are cached (common-lists.ts): any other limit is read directly.
const cachedEvents = cachedList(
  readEvents,
  ['events:list'],
  [slugs.events],
  (...[, limit]: Parameters<typeof readEvents>) => isCommonEventList(limit),
)

/** Upcoming means today or later in the church's time zone; today is part of the cache key. */
export const listEvents = ({ upcoming, limit }: EventsQuery) =>
  cachedEvents.docs(upcoming ? todayIn(env.TIME_ZONE) : null, limit)

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
