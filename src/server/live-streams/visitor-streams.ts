import { env } from '@/env'
import type { VisitorStream } from '@/lib/content/live-streams'

import type { LiveStream } from '../../../payload-types'
import { listLiveStreams } from './list-live-streams'
import { isOnAir, onAirJson, toVisitorStream } from './live-window'

/**
 * What the public pages and /api say about live streams: isLive only while on air, as of now.
 * The stored records stay as staff or the sync left them; the clock decides the rest. A page is
 * rendered at most about 60 s stale (the site layout's revalidate), and its badge also checks
 * the end in the browser (live-badge-until.client.tsx) for a cached copy served after it.
 */
export const listVisitorStreams = async (limit: number): Promise<VisitorStream[]> => {
  const now = new Date()
  const streams = await listLiveStreams(limit)
  return streams.map((stream) => toVisitorStream(stream, env.TIME_ZONE, now))
}

/** One stream for /api: the record, with isLive as on air now. */
export const onAirDoc = (stream: LiveStream): LiveStream => ({
  ...stream,
  isLive: isOnAir(stream, env.TIME_ZONE, new Date()),
})

/** The cached list for /api, with isLive as on air now. */
export const onAirListJson = (json: string): string => onAirJson(json, env.TIME_ZONE, new Date())
