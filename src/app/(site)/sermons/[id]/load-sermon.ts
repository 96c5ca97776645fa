import { cache } from 'react'

import { slugs } from '@/lib/slugs'
import { cachedPublicDoc } from '@/server/content/cached-public-doc'
import { previewDocFor } from '@/server/preview/read-preview-doc'

import type { Sermon, User } from '../../../../../payload-types'

const publicSermon = cachedPublicDoc(slugs.sermons, 'Sermon')

/**
 * One sermon, or null when the id is not a sermon's; other failures go to error.tsx. Cached until
 * a sermon changes; cache() shares the read between generateMetadata and the page. For staff
 * previewing (previewingStaff) it is the sermon as last saved, a draft included, read past every
 * cache (docs/publishing.md#preview).
 */
export const loadSermon = cache(
  async (id: string, previewer: User | null = null): Promise<Sermon | null> =>
    previewer
      ? ((await previewDocFor(slugs.sermons, id, previewer))?.doc ?? null)
      : publicSermon(id),
)
