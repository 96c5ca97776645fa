import type { Metadata } from 'next'

import { SermonArchive } from '@/components/sermons/sermon-archive'
import { EMPTY_SERMON_FILTER } from '@/lib/sermon-filter'
import { PODCAST_FEED_PATH, podcastAlternate } from '@/lib/podcast-urls'
import { pageMetadata } from '@/server/seo/page-metadata'

export const metadata: Metadata = pageMetadata('/sermons', {
  title: 'Sermons',
  description: 'Watch and listen to recent sermons, by speaker, series, scripture or date.',
  feeds: podcastAlternate(PODCAST_FEED_PATH),
})

/** The first page of the whole archive. Reads no request data, so it can be static (ISR). */
const SermonsPage = () => <SermonArchive filter={EMPTY_SERMON_FILTER} page={1} />

export default SermonsPage
