import { PageNotFoundResponse } from '@/components/content/page-not-found'
import { SitePodcastSubscribe } from '@/components/podcast/site-podcast-subscribe'
import { listSermonsPage } from '@/server/sermons/list-sermons'
import { sermonFacets } from '@/server/sermons/sermon-facets'

import type { Sermon } from '../../../payload-types'
import { SermonBrowser } from './sermon-browser.client'
import { toCardData } from './sermon-card-data'
import { pageCount, SERMONS_PAGE_SIZE, type SermonListFilter } from '@/lib/sermon-filter'

type Props = { filter: SermonListFilter; page: number }

const orUndefined = (value: string) => value || undefined

/**
 * The sermon archive for one filter and page, rendered on the server (crawlable cards, count and
 * page links), then interactive in the browser. Used by /sermons, /sermons/page/N and
 * /sermons/search (filtered views, rendered per request).
 */
export const SermonArchive = async ({ filter, page }: Props) => {
  const [result, facets] = await Promise.all([
    listSermonsPage({
      search: orUndefined(filter.search),
      speaker: orUndefined(filter.speaker),
      series: orUndefined(filter.series),
      startDate: orUndefined(filter.startDate),
      endDate: orUndefined(filter.endDate),
      limit: SERMONS_PAGE_SIZE,
      page,
    }),
    sermonFacets.data(),
  ])
  // Past the last page of the archive: no such page (a filtered view shows its empty state).
  if (page > pageCount(result.total)) return <PageNotFoundResponse />
  const sermons = (JSON.parse(result.json) as Sermon[]).map(toCardData)
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold text-secondary sm:text-4xl">Sermons</h1>
      <p className="mt-2 mb-6 text-slate-700">
        Catch up on Sunday preaching, or look for a passage, a speaker or a series.
      </p>
      <SitePodcastSubscribe className="mb-6" />
      <SermonBrowser
        initialFilter={filter}
        initialPage={page}
        initialResult={{ sermons, total: result.total }}
        speakers={facets.speakers}
        series={facets.series}
      />
    </div>
  )
}
