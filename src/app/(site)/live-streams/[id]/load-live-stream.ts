import { cache } from 'react'

import { slugs } from '@/lib/slugs'
import { cachedPublicDoc } from '@/server/content/cached-public-doc'

/**
 * One live stream, or null when the id is not a stream's; other failures go to error.tsx. Cached
 * until a stream changes; cache() shares the read between generateMetadata and the page.
 */
export const loadLiveStream = cache(cachedPublicDoc(slugs.liveStreams, 'Service'))
