import type { Metadata } from 'next'

import { NotFoundResponse } from '@/components/content/not-found-response'
import { StreamDetail } from '@/components/live-streams/stream-detail'
import { JsonLd } from '@/components/seo/json-ld'
import { env } from '@/env'
import { splitParagraphs } from '@/lib/content/description'
import { pageMetadata } from '@/server/seo/page-metadata'
import { toVisitorStream } from '@/server/live-streams/live-window'
import { serviceVideoLd } from '@/server/seo/structured-data'

import { loadLiveStream } from './load-live-stream'
import ServiceNotFound from './not-found'

type Props = { params: Promise<{ id: string }> }

// No id is rendered at build time (there is no database then); each page is rendered on its first
// visit and cached like the static routes. Without this export Next renders every visit anew.
export const generateStaticParams = async () => []

export const generateMetadata = async ({ params }: Props): Promise<Metadata> => {
  // A failed read is the page's to report (error.tsx); the title only names the state.
  const stream = await loadLiveStream((await params).id).catch(() => undefined)
  if (stream === undefined) return { title: 'Error Loading Service' }
  if (stream === null) return { title: 'Service Not Found' }
  return pageMetadata(`/live-streams/${stream.id}`, {
    title: stream.title,
    description: splitParagraphs(stream.description)[0]?.slice(0, 300),
    image: stream.thumbnailUrl,
    type: stream.youtubeUrl ? 'video.other' : 'website',
  })
}

/** Rendered on the server for each request, so every visit reads the stream afresh. */
const LiveStreamPage = async ({ params }: Props) => {
  const stream = await loadLiveStream((await params).id)
  if (!stream) {
    return (
      <NotFoundResponse>
        <ServiceNotFound />
      </NotFoundResponse>
    )
  }
  // One instant for the badge and the structured data (src/server/live-streams/live-window.ts).
  const now = new Date()
  const video = serviceVideoLd(stream, env.TIME_ZONE, now)
  return (
    <>
      {video ? <JsonLd data={video} /> : null}
      <StreamDetail stream={toVisitorStream(stream, env.TIME_ZONE, now)} />
    </>
  )
}

export default LiveStreamPage
