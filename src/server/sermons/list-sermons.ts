import type { Where } from 'payload'

import type { SermonFilter } from '@/lib/schemas/sermons'
import { slugs } from '@/lib/slugs'
import { getPayloadClient } from '@/server/api/payload'
import { cachedList } from '@/server/cache/cached-list'
import { isCommonSermonList } from '@/server/cache/common-lists'

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
  return payload.find({
    collection: slugs.sermons,
    where: sermonWhere(filter),
    sort: ['-date', '-id'],
    limit: filter.limit,
    depth: 0,
    overrideAccess: false,
  })
}

// The filter travels as JSON so that it is also the cache key; only common lists are cached.
const cachedSermons = cachedList(readSermons, ['sermons:list'], [slugs.sermons], (filterJson) =>
  isCommonSermonList(JSON.parse(filterJson) as SermonFilter),
)

/** Sermons newest first, filtered as the spec's sermon list filter says. Anyone may read them. */
export const listSermons = (filter: SermonFilter) => cachedSermons.docs(JSON.stringify(filter))

/** The same as JSON text, with how many match in all (the list stops at its limit). */
export const listSermonsPage = (filter: SermonFilter) => cachedSermons.page(JSON.stringify(filter))
