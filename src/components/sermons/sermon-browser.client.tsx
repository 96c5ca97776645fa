'use client'

import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'

import { apiJson } from '@/lib/api/api-request'
import { serverMessage } from '@/lib/api/server-message'

import type { Sermon } from '../../../payload-types'
import {
  EMPTY_SERMON_FILTER,
  emptySermonsText,
  hasActiveFilter,
  sermonsUrl,
  type SermonListFilter,
} from './sermon-filter'
import { SermonFilters } from './sermon-filters'
import { SermonResults } from './sermon-results'
import { useDebouncedValue } from './use-debounced-value'

/** Spec: search text is applied 500 ms after typing stops. */
const SEARCH_DELAY_MS = 500

type Props = {
  /** The unfiltered list the server rendered: the first answer, and the dropdowns' options. */
  initialSermons: Sermon[]
  speakers: string[]
  series: string[]
}

/** The interactive sermon list: filters, then GET /api/sermons with the filter as its key. */
export const SermonBrowser = ({ initialSermons, speakers, series }: Props) => {
  const [values, setValues] = useState<SermonListFilter>(EMPTY_SERMON_FILTER)
  const [appliedSearch, applySearch] = useDebouncedValue(values.search, SEARCH_DELAY_MS)
  const filter: SermonListFilter = { ...values, search: appliedSearch.trim() }

  const query = useQuery({
    queryKey: ['/api/sermons', filter],
    queryFn: () => apiJson<Sermon[]>('GET', sermonsUrl(filter)),
    initialData: hasActiveFilter(filter) ? undefined : initialSermons,
  })

  const change = (name: keyof SermonListFilter, value: string) =>
    setValues((current) => ({ ...current, [name]: value }))

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
        sermons={query.data}
        isLoading={query.isPending}
        errorMessage={
          query.isError
            ? serverMessage(query.error, 'We could not load sermons. Please try again.')
            : null
        }
        emptyText={emptySermonsText(filter)}
      />
    </>
  )
}
