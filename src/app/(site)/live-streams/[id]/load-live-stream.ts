import { cache } from 'react'

import { slugs } from '@/lib/slugs'
import { ApiError } from '@/server/api/errors'
import { parseId } from '@/server/api/ids'
import { getPayloadClient } from '@/server/api/payload'
import { getPublicDoc } from '@/server/content/get-public-doc'

/**
 * One live stream, read fresh from the database on every request (spec: detail pages refetch
 * on every visit), or null when the id is not a stream's. Other failures go to error.tsx.
 * cache() shares the read between generateMetadata and the page.
 */
export const loadLiveStream = cache(async (rawId: string) => {
  try {
    const payload = await getPayloadClient()
    return await getPublicDoc(payload, slugs.liveStreams, parseId(rawId, 'Service'), 'Service')
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null
    throw error
  }
})
