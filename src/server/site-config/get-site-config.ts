import type { Payload } from 'payload'

import { PUBLIC_SITE_CONFIG_FIELDS, SECRET_SITE_CONFIG_FIELDS } from '@/lib/site-config'
import { slugs } from '@/lib/slugs'
import { getPayloadClient } from '@/server/api/payload'
import { cachedRead } from '@/server/cache/cached-read'

import type { SiteConfig } from '../../../payload-types'

export type PublicSiteConfig = Pick<SiteConfig, (typeof PUBLIC_SITE_CONFIG_FIELDS)[number]>

const readSiteConfig = async (): Promise<SiteConfig> => {
  const payload = await getPayloadClient()
  return payload.findGlobal({ slug: slugs.siteConfig, depth: 0 })
}

// At build time every field is unset: the pages render with the fallbacks, never served.
const cachedSiteConfig = cachedRead(readSiteConfig, ['site-config'], [slugs.siteConfig], {
  id: 0,
} as SiteConfig)

/** What visitors may know: an allow-list, so a field added later stays private until listed. */
export const getPublicSiteConfig = async (): Promise<PublicSiteConfig> => {
  const config = await cachedSiteConfig.data()
  return Object.fromEntries(
    PUBLIC_SITE_CONFIG_FIELDS.map((field) => [field, config[field] ?? null]),
  ) as PublicSiteConfig
}

/** What staff see: everything except secrets, which are reported only as set or not. */
export const getStaffSiteConfig = async (payload: Payload) => {
  const config = await payload.findGlobal({ slug: slugs.siteConfig, depth: 0 })
  const visible: Record<string, unknown> = { ...config }
  for (const field of SECRET_SITE_CONFIG_FIELDS) {
    visible[`${field}Set`] = Boolean(config[field])
    delete visible[field]
  }
  return visible
}
