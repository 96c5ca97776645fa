import { cache } from 'react'

import { slugs } from '@/lib/slugs'
import { ApiError } from '@/server/api/errors'
import { parseId } from '@/server/api/ids'
import { getPayloadClient } from '@/server/api/payload'
import { getPublicDoc } from '@/server/content/get-public-doc'

import type { Event } from '../../../../../payload-types'

/**
 * One event as visitors see it, or null when the id names none (a non-numeric id included).
 * Not cached across requests: the spec refetches detail pages on every visit. React's cache
 * shares one read between the page and its metadata.
 */
export const loadEvent = cache(async (rawId: string): Promise<Event | null> => {
  try {
    const payload = await getPayloadClient()
    return await getPublicDoc(payload, slugs.events, parseId(rawId, 'Event'), 'Event')
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null
    throw error
  }
})
