import type { Metadata } from 'next'

import { NotFoundResponse } from '@/components/content/not-found-response'
import { SitePodcastSubscribe } from '@/components/podcast/site-podcast-subscribe'
import { PreviewedItemBanner } from '@/components/preview/previewed-item-banner'
import { JsonLd } from '@/components/seo/json-ld'
import { SermonDetail } from '@/components/sermons/sermon-detail'
import { env } from '@/env'
import { parseDescription } from '@/lib/content/description'
import { displaySermonTitle } from '@/lib/content/sermon-title'
import { PODCAST_FEED_PATH, seriesFeedPath, speakerFeedPath } from '@/lib/podcast-urls'
import { previewingStaff } from '@/server/preview/staff-previewer'
import { pageMetadata } from '@/server/seo/page-metadata'
import { sermonVideoLd } from '@/server/seo/structured-data'
import { loadSermonDocuments } from '@/server/sermon-files/sermon-documents'

import { loadSermon } from './load-sermon'
import SermonNotFound from './not-found'

type Props = { params: Promise<{ id: string }> }

// No id is rendered at build time (there is no database then); each page is rendered on its first
// visit and cached like the static routes. Without this export Next renders every visit anew.
export const generateStaticParams = async () => []

export const generateMetadata = async ({ params }: Props): Promise<Metadata> => {
  // A failed read is the page's to report (error.tsx); the title only names the state.
  const previewer = await previewingStaff()
  const sermon = await loadSermon((await params).id, previewer).catch(() => undefined)
  if (sermon === undefined) return { title: 'Error Loading Sermon' }
  if (sermon === null) return { title: 'Sermon Not Found' }
  const feeds = [
    { url: PODCAST_FEED_PATH, title: 'Sermon podcast' },
    ...(sermon.series ? [{ url: seriesFeedPath(sermon.series), title: sermon.series }] : []),
    { url: speakerFeedPath(sermon.speaker), title: sermon.speaker },
  ]
  return pageMetadata(`/sermons/${sermon.id}`, {
    title: displaySermonTitle(sermon.title),
    description: parseDescription(sermon.description).paragraphs[0]?.slice(0, 300),
    image: sermon.thumbnailUrl,
    type: sermon.youtubeUrl ? 'video.other' : 'article',
    feeds: { 'application/rss+xml': feeds },
    // A preview is never for search engines.
    noIndex: Boolean(previewer),
  })
}

/**
 * One sermon, cached until a sermon changes. Staff previewing (draft mode and a staff session)
 * see it as last saved, under a banner.
 */
const SermonPage = async ({ params }: Props) => {
  const { id } = await params
  const previewer = await previewingStaff()
  const sermon = await loadSermon(id, previewer)
  if (!sermon) {
    return (
      <NotFoundResponse>
        <SermonNotFound />
      </NotFoundResponse>
    )
  }
  const video = sermonVideoLd(sermon, env.TIME_ZONE)
  const resources = await loadSermonDocuments(sermon.id)
  return (
    <>
      {previewer ? (
        <PreviewedItemBanner
          collection="sermons"
          id={id}
          staff={previewer}
          path={`/sermons/${sermon.id}`}
        />
      ) : null}
      {video ? <JsonLd data={video} /> : null}
      <SermonDetail sermon={sermon} resources={resources} />
      <SitePodcastSubscribe className="mx-auto max-w-5xl px-4 pb-10" />
    </>
  )
}

export default SermonPage
