import { SERMONS_PAGE_SIZE } from '@/lib/sermon-filter'
import type { SermonQuery } from '@/server/sermons/search-sermons'

/**
 * Which list reads are cached. Next's data cache keeps every entry (on disk) until its tag is
 * expired, so a cache keyed by whatever a visitor types would grow with every distinct query. Only
 * the lists the site itself shows are cached: no search, filter or date range, and a limit from
 * a short list, a page number up to MAX_CACHED_PAGE. Any other query is read from the database directly (it is indexed), so the
 * number of cache entries per list is bounded (CACHED_LIMITS.size × MAX_CACHED_PAGE) whatever anyone sends.
 */
export const CACHED_LIMITS: ReadonlySet<number> = new Set([
  1,
  2,
  3,
  4,
  5,
  6,
  7,
  8,
  9,
  10,
  11,
  12,
  20,
  25,
  50,
  100,
  1000,
  // The public archive's page size.
  SERMONS_PAGE_SIZE,
])

/** Archive pages past this one are read directly (a link to page 10,000 must not add an entry). */
export const MAX_CACHED_PAGE = 200

export const isCommonSermonList = (filter: SermonQuery): boolean =>
  !filter.search &&
  !filter.speaker &&
  !filter.series &&
  !filter.startDate &&
  !filter.endDate &&
  CACHED_LIMITS.has(filter.limit) &&
  (filter.page ?? 1) <= MAX_CACHED_PAGE

export const isCommonEventList = (limit: number): boolean => CACHED_LIMITS.has(limit)
