import { cache } from 'react'

import { slugs } from '@/lib/slugs'
import { cachedPublicDoc } from '@/server/content/cached-public-doc'

/**
 * One sermon, or null when the id is not a sermon's; other failures go to error.tsx. Cached until
 * a sermon changes; cache() shares the read between generateMetadata and the page.
 */
export const loadSermon = cache(cachedPublicDoc(slugs.sermons, 'Sermon'))
