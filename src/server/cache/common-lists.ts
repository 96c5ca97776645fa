import type { SermonFilter } from '@/lib/schemas/sermons'

/**
 * Which list reads are cached. Next's data cache keeps every entry (on disk) until its tag is
 * expired, so a cache keyed by whatever a visitor types would grow with every distinct query. Only
 * the lists the site itself shows are cached: no search, filter or date range, and a limit from
 * a short list. Any other query is read from the database directly (it is indexed), so the
 * number of cache entries per list is at most CACHED_LIMITS.size whatever anyone sends.
 */
export const CACHED_LIMITS: ReadonlySet<number> = new Set([
  1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 20, 25, 50, 100, 1000,
])

export const isCommonSermonList = (filter: SermonFilter): boolean =>
  !filter.search &&
  !filter.speaker &&
  !filter.series &&
  !filter.startDate &&
  !filter.endDate &&
  CACHED_LIMITS.has(filter.limit)

export const isCommonEventList = (limit: number): boolean => CACHED_LIMITS.has(limit)
