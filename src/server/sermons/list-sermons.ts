import type { Where } from 'payload'

import type { SermonFilter } from '@/lib/schemas/sermons'
import { slugs } from '@/lib/slugs'
import { getPayloadClient } from '@/server/api/payload'
import { cachedRead } from '@/server/cache/cached-read'

const SEARCHED_FIELDS = ['title', 'speaker', 'scripture', 'description'] as const

export const sermonWhere = (filter: SermonFilter): Where => {
  const and: Where[] = []
  if (filter.search) {
    and.push({ or: SEARCHED_FIELDS.map((field) => ({ [field]: { contains: filter.search } })) })
  }
  if (filter.speaker) and.push({ speaker: { equals: filter.speaker } })
  if (filter.series) and.push({ series: { equals: filter.series } })
  if (filter.startDate) and.push({ date: { greater_than_equal: filter.startDate } })
  if (filter.endDate) and.push({ date: { less_than_equal: filter.endDate } })
  return and.length ? { and } : {}
}

const readSermons = async (filterJson: string) => {
  const filter = JSON.parse(filterJson) as SermonFilter
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: slugs.sermons,
    where: sermonWhere(filter),
    sort: ['-date', '-id'],
    limit: filter.limit,
    pagination: false,
    depth: 0,
    overrideAccess: false,
  })
  return docs
}

// The filter travels as JSON so that it is also the cache key.
const cachedSermons = cachedRead(readSermons, ['sermons:list'], [slugs.sermons])

/** Sermons newest first, filtered as the spec's sermon list filter says. Anyone may read them. */
export const listSermons = (filter: SermonFilter) => cachedSermons.data(JSON.stringify(filter))

export const listSermonsJson = (filter: SermonFilter) => cachedSermons.json(JSON.stringify(filter))

const readSermonCount = async (filterJson: string) => {
  const payload = await getPayloadClient()
  const { totalDocs } = await payload.count({
    collection: slugs.sermons,
    where: sermonWhere(JSON.parse(filterJson) as SermonFilter),
    overrideAccess: false,
  })
  return totalDocs
}

const cachedSermonCount = cachedRead(readSermonCount, ['sermons:count'], [slugs.sermons])

/** How many sermons match the filter in all (the list stops at its limit). */
export const countSermons = (filter: SermonFilter) =>
  // The limit is left out of the key: every page size shares one count.
  cachedSermonCount.data(JSON.stringify({ ...filter, limit: undefined }))
