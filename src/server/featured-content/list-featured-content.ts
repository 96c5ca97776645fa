import { slugs } from '@/lib/slugs'
import { getPayloadClient } from '@/server/payload'
import { cachedRead } from '@/server/cache/cached-read'

const readFeaturedContent = async (activeOnly: boolean) => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: slugs.featuredContent,
    where: activeOnly ? { isActive: { equals: true } } : {},
    sort: ['-updatedAt', '-id'],
    limit: 100,
    pagination: false,
    depth: 0,
    overrideAccess: false,
  })
  return docs
}

const cachedFeaturedContent = cachedRead(
  readFeaturedContent,
  ['featured-content:list'],
  [slugs.featuredContent],
  [],
)

/** Visitors see active items; staff see every published one (their drafts: /api/admin/featured-content). */
export const listFeaturedContentJson = cachedFeaturedContent.json
