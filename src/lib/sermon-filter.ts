import { countOf, pluralNoun } from '@/lib/format-count'

/** The sermon list filter (docs/requirements/public-pages.md): five strings, where '' means unset. */
export type SermonListFilter = {
  search: string
  speaker: string
  series: string
  startDate: string
  endDate: string
}

export const FILTER_KEYS = ['search', 'speaker', 'series', 'startDate', 'endDate'] as const

export const EMPTY_SERMON_FILTER: SermonListFilter = {
  search: '',
  speaker: '',
  series: '',
  startDate: '',
  endDate: '',
}

/** Cards per page of the archive: fills 1, 2 or 3 columns evenly and keeps the page light. */
export const SERMONS_PAGE_SIZE = 36

export const hasActiveFilter = (filter: SermonListFilter): boolean =>
  Object.values(filter).some((value) => value.trim() !== '')

const filterParams = (filter: SermonListFilter) => {
  const params = new URLSearchParams()
  for (const name of FILTER_KEYS) {
    if (filter[name].trim()) params.set(name, filter[name].trim())
  }
  return params
}

/**
 * One page of the archive from /api/sermons (the filter of docs/requirements/public-pages.md, plus
 * the page).
 */
export const sermonsPageUrl = (filter: SermonListFilter, page: number): string => {
  const params = filterParams(filter)
  params.set('limit', String(SERMONS_PAGE_SIZE))
  if (page > 1) params.set('page', String(page))
  return `/api/sermons?${params}`
}

/**
 * The archive's own address for a filter and page: what visitors share, bookmark and go back to
 * (docs/sermon-archive.md). Each kind of view has its own route, so the static ones are served
 * from the cache with no rewrite: /sermons, /sermons/page/N, and /sermons/search?… for a filter.
 */
export const archiveUrl = (filter: SermonListFilter, page = 1): string => {
  if (hasActiveFilter(filter)) {
    const params = filterParams(filter)
    if (page > 1) params.set('page', String(page))
    return `${SEARCH_PATH}?${params}`
  }
  return page > 1 ? `/sermons/page/${page}` : '/sermons'
}

/** Where filtered views of the archive are rendered, per request. */
export const SEARCH_PATH = '/sermons/search'

/** Page N of the whole archive, or of a series or speaker: `{base}/page/N` (page 1 is `base`). */
const PAGE_IN_PATH = /\/page\/([^/]+)$/

/** The filter and page of an archive address (archiveUrl's inverse), as readArchiveParams reads them. */
export const readArchiveLocation = (pathname: string, search: string) => {
  const params = new URLSearchParams(search)
  const pageInPath = PAGE_IN_PATH.exec(pathname)?.[1]
  return readArchiveParams((name) =>
    name === 'page' && pageInPath ? pageInPath : params.get(name),
  )
}

const DATE = /^\d{4}-\d{2}-\d{2}$/
const MAX_TEXT = 200

/**
 * The filter and page in an archive URL. Lenient, because people edit URLs: a malformed date or
 * page is treated as unset rather than refused.
 */
export const readArchiveParams = (
  get: (name: string) => string | null | undefined,
): { filter: SermonListFilter; page: number } => {
  const text = (name: string) => (get(name) ?? '').trim().slice(0, MAX_TEXT)
  const date = (name: string) => (DATE.test(text(name)) ? text(name) : '')
  const page = Number(text('page'))
  return {
    filter: {
      search: text('search'),
      speaker: text('speaker'),
      series: text('series'),
      startDate: date('startDate'),
      endDate: date('endDate'),
    },
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  }
}

export const EMPTY_TEXT_FILTERED = 'Try adjusting your search criteria to find more sermons.'
export const EMPTY_TEXT_UNFILTERED = 'No sermons are available at this time. Check back soon!'

/** What the empty state says: a hint when filters hide everything, otherwise come back later. */
export const emptySermonsText = (filter: SermonListFilter): string =>
  hasActiveFilter(filter) ? EMPTY_TEXT_FILTERED : EMPTY_TEXT_UNFILTERED

/** "1,204 sermons" for the whole archive; "37 sermons match" (or "1 sermon matches") filtered. */
export const sermonCountText = (total: number, filtered: boolean): string => {
  const count = countOf(total, 'sermon')
  return filtered ? `${count} ${pluralNoun(total, 'matches', 'match')}` : count
}

export const pageCount = (total: number, pageSize = SERMONS_PAGE_SIZE) =>
  Math.max(1, Math.ceil(total / pageSize))
