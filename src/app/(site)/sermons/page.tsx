import type { Metadata } from 'next'

import { SitePodcastSubscribe } from '@/components/podcast/site-podcast-subscribe'
import { SermonBrowser } from '@/components/sermons/sermon-browser.client'
import { distinctValues } from '@/lib/content/distinct-values'
import { getSermonsQuerySchema } from '@/lib/schemas/sermons'
import { listSermons } from '@/server/sermons/list-sermons'
import { PODCAST_FEED_PATH, podcastAlternate } from '@/lib/podcast-urls'
import { pageMetadata } from '@/server/seo/page-metadata'

export const metadata: Metadata = pageMetadata('/sermons', {
  title: 'Sermons',
  description: 'Watch and listen to recent sermons, by speaker, series, scripture or date.',
  feeds: podcastAlternate(PODCAST_FEED_PATH),
})

const SermonsPage = async () => {
  const sermons = await listSermons(getSermonsQuerySchema.parse({}))
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold text-secondary sm:text-4xl">Sermons</h1>
      <p className="mt-2 mb-6 text-slate-700">
        Catch up on Sunday preaching, or look for a passage, a speaker or a series.
      </p>
      <SitePodcastSubscribe className="mb-6" />
      <SermonBrowser
        initialSermons={sermons}
        // From the unfiltered list, so that filtering never shrinks the dropdowns.
        speakers={distinctValues(sermons, (sermon) => sermon.speaker)}
        series={distinctValues(sermons, (sermon) => sermon.series)}
      />
    </div>
  )
}

export default SermonsPage
