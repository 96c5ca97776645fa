import { slugs } from '@/lib/slugs'
import { getPayloadClient } from '@/server/payload'
import { cachedRead } from '@/server/cache/cached-read'

const readLiveStreams = async (limit: number) => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: slugs.liveStreams,
    sort: ['-date', '-id'],
    limit,
    pagination: false,
    depth: 0,
    overrideAccess: false,
  })
  return docs
}

const cachedLiveStreams = cachedRead(
  readLiveStreams,
  ['live-streams:list'],
  [slugs.liveStreams],
  [],
)

/** Live streams and recorded services, newest first. */
export const listLiveStreams = cachedLiveStreams.data

export const listLiveStreamsJson = cachedLiveStreams.json
