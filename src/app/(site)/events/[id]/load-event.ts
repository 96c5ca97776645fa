import { cache } from 'react'

import { slugs } from '@/lib/slugs'
import { cachedPublicDoc } from '@/server/content/cached-public-doc'

/**
 * One event as visitors see it, or null when the id names none (a non-numeric id included).
 * Cached until an event changes; cache() shares the read between the page and its metadata.
 */
export const loadEvent = cache(cachedPublicDoc(slugs.events, 'Event'))
