import type { Metadata } from 'next'

import { LiveWorshipCta } from '@/components/live-streams/live-worship-cta'
import { StreamBrowser } from '@/components/live-streams/stream-browser.client'
import { LIVE_STREAM_LIST_DEFAULT_LIMIT } from '@/lib/schemas/live-streams'
import { streamedLiveSentence } from '@/lib/service-times/format'
import { listVisitorStreams } from '@/server/live-streams/visitor-streams'
import { pageMetadata } from '@/server/seo/page-metadata'
import { previewableServiceTimes } from '@/server/preview/page-content'

export const metadata: Metadata = pageMetadata('/live-streams', {
  title: 'Live Streams & Services',
  description: 'Worship with us live on Sundays, or watch a recorded service.',
})

const LiveStreamsPage = async () => {
  const [streams, { services }] = await Promise.all([
    listVisitorStreams(LIVE_STREAM_LIST_DEFAULT_LIMIT),
    previewableServiceTimes(),
  ])
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold text-secondary sm:text-4xl">Live Streams & Services</h1>
      <p className="mt-2 mb-6 text-slate-700">
        Join Sunday worship as it happens, or catch up on a service you missed.
      </p>
      <StreamBrowser streams={streams} />
      <LiveWorshipCta
        liveStream={streams.find((stream) => stream.isLive)}
        streamedLive={streamedLiveSentence(services)}
      />
    </div>
  )
}

export default LiveStreamsPage
