import type { Metadata } from 'next'

import { SermonArchive } from '@/components/sermons/sermon-archive'
import { readArchiveParams } from '@/lib/sermon-filter'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export const metadata: Metadata = {
  title: 'Sermons',
  description: 'Sermons by passage, speaker, series, date or words.',
  // Endless filter combinations: crawlers follow the archive's pages instead.
  robots: { index: false, follow: true },
}

/**
 * A filtered view of the archive (/sermons/search?speaker=…&search=…&page=N; the older
 * /sermons?speaker=… is redirected here by src/proxy.ts): rendered per request, from bounded
 * cached reads where the filter allows.
 */
const FilteredSermonsPage = async ({ searchParams }: Props) => {
  const params = await searchParams
  const { filter, page } = readArchiveParams((name) => {
    const value = params[name]
    return Array.isArray(value) ? value[0] : value
  })
  return <SermonArchive filter={filter} page={page} />
}

export default FilteredSermonsPage
