import 'server-only'

import type { PageTexts } from '@/lib/page-texts/defaults'
import type { ServiceTimesContent } from '@/lib/service-times/service-time'
import { slugs } from '@/lib/slugs'
import { listFeaturedContentJson } from '@/server/featured-content/list-featured-content'
import { getPayloadClient } from '@/server/payload'
import {
  getPublicSiteConfig,
  toPublicSiteConfig,
  type PublicSiteConfig,
} from '@/server/site-config/get-site-config'
import { getPageTexts, toPageTexts } from '@/server/site-content/page-texts'
import { getServiceTimes, toServiceTimesContent } from '@/server/site-content/service-times'

import type { FeaturedContent, User } from '../../../payload-types'

/*
 * What the public pages read of the globals and the featured items, for a visitor (staff: null)
 * or for a staff member previewing (docs/publishing.md#preview). A visitor gets the cached
 * published content. Staff get the latest draft, read with their own access straight from
 * Payload (`draft: true`) and never through a cache, so no draft can land in an entry visitors'
 * pages read.
 */

const latestGlobal = async <Slug extends 'page-texts' | 'service-times' | 'site-config'>(
  slug: Slug,
  staff: User,
) =>
  (await getPayloadClient()).findGlobal({
    slug,
    depth: 0,
    draft: true,
    overrideAccess: false,
    user: staff,
  })

export const pageTextsFor = async (staff: User | null): Promise<PageTexts> =>
  staff ? toPageTexts(await latestGlobal(slugs.pageTexts, staff)) : getPageTexts()

export const serviceTimesFor = async (staff: User | null): Promise<ServiceTimesContent> =>
  staff ? toServiceTimesContent(await latestGlobal(slugs.serviceTimes, staff)) : getServiceTimes()

export const siteConfigFor = async (staff: User | null): Promise<PublicSiteConfig> =>
  staff ? toPublicSiteConfig(await latestGlobal(slugs.siteConfig, staff)) : getPublicSiteConfig()

/** The active featured items: each as last saved for staff (a draft included), else published. */
export const activeFeaturedFor = async (staff: User | null): Promise<FeaturedContent[]> => {
  if (!staff) return JSON.parse(await listFeaturedContentJson(true)) as FeaturedContent[]
  const { docs } = await (
    await getPayloadClient()
  ).find({
    collection: slugs.featuredContent,
    where: { isActive: { equals: true } },
    sort: ['-updatedAt', '-id'],
    limit: 100,
    pagination: false,
    depth: 0,
    draft: true,
    overrideAccess: false,
    user: staff,
  })
  return docs
}
