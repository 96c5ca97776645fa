import { slugs } from '@/lib/slugs'
import { getPayloadClient } from '@/server/payload'
import { cachedList, type ListPage } from '@/server/cache/cached-list'
import { sqlFor } from '@/server/db/sql'
import { isCommonSermonList } from '@/server/cache/common-lists'

import type { Sermon } from '../../../payload-types'
import { searchSermonIds, type SermonQuery } from './search-sermons'

export type { SermonQuery }

/** The page of sermons the filter asks for, in the order search-sermons.ts gives, with the total. */
const readSermons = async (query: SermonQuery): Promise<ListPage<Sermon>> => {
  const payload = await getPayloadClient()
  const { ids, total } = await searchSermonIds(await sqlFor(payload), query)
  if (!ids.length) return { docs: [], totalDocs: total }
  const { docs } = await payload.find({
    collection: slugs.sermons,
    where: { id: { in: ids } },
    limit: ids.length,
    pagination: false,
    depth: 0,
    overrideAccess: false,
  })
  const byId = new Map(docs.map((doc) => [doc.id, doc]))
  return {
    docs: ids.map((id) => byId.get(id)).filter((doc): doc is Sermon => doc !== undefined),
    totalDocs: total,
  }
}

// The filter travels as JSON so that it is also the cache key.
const cachedSermons = cachedList(
  (queryJson: string) => readSermons(JSON.parse(queryJson) as SermonQuery),
  ['sermons:list'],
  [slugs.sermons],
)

/**
 * Only reads with a bounded set of keys are cached: the archive's own pages (no filter, a common
 * limit, a page number up to a bound; src/server/cache/common-lists.ts). Free text, dates,
 * speakers and series have unbounded values, so each would add a cache entry for ever; those go
 * to the database, whose indexes answer them (docs/sermon-archive.md).
 */
const uncached = async (query: SermonQuery) => {
  const { docs, totalDocs } = await readSermons(query)
  return { json: JSON.stringify(docs), total: totalDocs }
}

/** The sermons as JSON text (what /api sends), with how many match in all. */
export const listSermonsPage = (query: SermonQuery) =>
  isCommonSermonList(query) ? cachedSermons.page(JSON.stringify(query)) : uncached(query)

/** The same as data, for server components. */
export const listSermons = async (query: SermonQuery): Promise<Sermon[]> =>
  JSON.parse((await listSermonsPage(query)).json) as Sermon[]
