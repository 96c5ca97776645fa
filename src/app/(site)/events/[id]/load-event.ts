import { cache } from 'react'

import { slugs } from '@/lib/slugs'
import { cachedPublicDoc } from '@/server/content/cached-public-doc'
import { previewDocFor } from '@/server/preview/read-preview-doc'

import type { Event, User } from '../../../../../payload-types'

const publicEvent = cachedPublicDoc(slugs.events, 'Event')

/**
 * One event as visitors see it, or null when the id names none (a non-numeric id included).
 * Cached until an event changes; cache() shares the read between the page and its metadata.
 * For staff previewing (previewingStaff) it is the event as last saved, a draft included, read
 * past every cache (docs/publishing.md#preview).
 */
export const loadEvent = cache(
  async (id: string, previewer: User | null = null): Promise<Event | null> =>
    previewer ? ((await previewDocFor(slugs.events, id, previewer))?.doc ?? null) : publicEvent(id),
)
