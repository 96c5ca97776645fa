'use client'

import { useState } from 'react'

import { apiRequest } from '@/lib/api/api-request'
import { useCachedRead } from '@/lib/api/use-cached-read'
import { serverMessage } from '@/lib/api/server-message'

import type { Sermon } from '../../../payload-types'
import { toCardData, type SermonCardData } from './sermon-card-data'
import {
  archiveUrl,
  emptySermonsText,
  EMPTY_SERMON_FILTER,
  hasActiveFilter,
  pageCount,
  readArchiveLocation,
  sermonCountText,
  sermonsPageUrl,
  type SermonListFilter,
} from '@/lib/sermon-filter'
import { SermonFilters } from './sermon-filters'
import { SermonPager } from './sermon-pager'
import { SermonResults } from './sermon-results'
import { useArchiveHistory } from './use-archive-history'
import { useDebouncedValue } from './use-debounced-value'

/** Search text is applied 500 ms after typing stops (docs/requirements/public-pages.md). */
const SEARCH_DELAY_MS = 500

export type ArchivePage = { sermons: SermonCardData[]; total: number }

type Props = {
  /** The view the server rendered (from the URL): its filter, page and results. */
  initialFilter: SermonListFilter
  initialPage: number
  initialResult: ArchivePage
  /** Every speaker and series in the archive. */
  speakers: string[]
  series: string[]
}

const keyOf = (filter: SermonListFilter) => JSON.stringify(filter)

const fetchPage = async (url: string): Promise<ArchivePage> => {
  const response = await apiRequest('GET', url)
  const sermons = ((await response.json()) as Sermon[]).map(toCardData)
  return { sermons, total: Number(response.headers.get('X-Total-Count') ?? sermons.length) }
}

/**
 * The interactive archive: the filter bar, a page of cards from GET /api/sermons (the filter and
 * page make its URL, the read's key), the count and page links. The URL always says what is shown.
 */
export const SermonBrowser = ({
  initialFilter,
  initialPage,
  initialResult,
  speakers,
  series,
}: Props) => {
  const [values, setValues] = useState<SermonListFilter>(initialFilter)
  const [appliedSearch, applySearch] = useDebouncedValue(values.search, SEARCH_DELAY_MS)
  const filter: SermonListFilter = { ...values, search: appliedSearch.trim() }
  // A page belongs to the filter it was chosen under; any filter change starts at page 1.
  const [paging, setPaging] = useState({ key: keyOf(initialFilter), page: initialPage })
  const page = paging.key === keyOf(filter) ? paging.page : 1
  const url = sermonsPageUrl(filter, page)
  const query = useCachedRead(url, () => fetchPage(url), {
    initial: { key: sermonsPageUrl(initialFilter, initialPage), data: initialResult },
  })

  useArchiveHistory(archiveUrl(filter, page), (pathname, search) => {
    const restored = readArchiveLocation(pathname, search)
    setValues(restored.filter)
    applySearch(restored.filter.search)
    setPaging({ key: keyOf(restored.filter), page: restored.page })
  })

  const change = (name: keyof SermonListFilter, value: string) =>
    setValues((current) => ({ ...current, [name]: value }))

  const goToPage = (target: number) => {
    setPaging({ key: keyOf(filter), page: target })
    document.getElementById('sermon-results-heading')?.scrollIntoView({ block: 'start' })
  }

  const total = query.data?.total ?? 0
  return (
    <>
      <SermonFilters
        values={values}
        speakers={speakers}
        series={series}
        onChange={change}
        onSubmitSearch={() => applySearch(values.search)}
        onClear={() => {
          setValues(EMPTY_SERMON_FILTER)
          applySearch('')
        }}
      />
      <SermonResults
        sermons={query.data?.sermons}
        isLoading={query.isPending}
        errorMessage={
          query.isError
            ? serverMessage(query.error, 'We could not load sermons. Please try again.')
            : null
        }
        emptyText={emptySermonsText(filter)}
        countText={sermonCountText(total, hasActiveFilter(filter))}
      />
      {query.data ? (
        <SermonPager
          page={page}
          totalPages={pageCount(total)}
          hrefFor={(target) => archiveUrl(filter, target)}
          onNavigate={goToPage}
        />
      ) : null}
    </>
  )
}
