/** The sermon list filter (spec section 3): five strings, where '' means unset. */
export type SermonListFilter = {
  search: string
  speaker: string
  series: string
  startDate: string
  endDate: string
}

export const EMPTY_SERMON_FILTER: SermonListFilter = {
  search: '',
  speaker: '',
  series: '',
  startDate: '',
  endDate: '',
}

export const hasActiveFilter = (filter: SermonListFilter): boolean =>
  Object.values(filter).some((value) => value.trim() !== '')

/** GET /api/sermons with only the filters that are set, as query parameters. */
export const sermonsUrl = (filter: SermonListFilter): string => {
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(filter)) {
    if (value.trim()) params.set(name, value.trim())
  }
  const query = params.toString()
  return query ? `/api/sermons?${query}` : '/api/sermons'
}

export const EMPTY_TEXT_FILTERED = 'Try adjusting your search criteria to find more sermons.'
export const EMPTY_TEXT_UNFILTERED = 'No sermons are available at this time. Check back soon!'

/** What the empty state says: a hint when filters hide everything, otherwise come back later. */
export const emptySermonsText = (filter: SermonListFilter): string =>
  hasActiveFilter(filter) ? EMPTY_TEXT_FILTERED : EMPTY_TEXT_UNFILTERED
