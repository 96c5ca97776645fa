import type { Payload } from 'payload'

import { PUBLIC_SITE_CONFIG_FIELDS, SECRET_SITE_CONFIG_FIELDS } from '@/lib/site-config'
import { slugs } from '@/lib/slugs'
import { getPayloadClient } from '@/server/payload'
import { cachedRead } from '@/server/cache/cached-read'

import type { SiteConfig } from '../../../payload-types'

export type PublicSiteConfig = Pick<SiteConfig, (typeof PUBLIC_SITE_CONFIG_FIELDS)[number]>

/**
 * What visitors may know: an allow-list, so a field added later stays private until listed. Only
 * this public part is cached (Next writes its data cache to disk): the mail settings and the SMTP
 * password are read from the database at send time (src/server/email/site-transport.ts).
 */
export const toPublicSiteConfig = (config: SiteConfig): PublicSiteConfig =>
  Object.fromEntries(
    PUBLIC_SITE_CONFIG_FIELDS.map((field) => [field, config[field] ?? null]),
  ) as unknown as PublicSiteConfig

const readPublicSiteConfig = async (): Promise<PublicSiteConfig> => {
  const payload = await getPayloadClient()
  return toPublicSiteConfig(await payload.findGlobal({ slug: slugs.siteConfig, depth: 0 }))
}

// At build time every field is unset: the pages render with the fallbacks, never served.
const unsetSiteConfig = Object.fromEntries(
  PUBLIC_SITE_CONFIG_FIELDS.map((field) => [field, null]),
) as unknown as PublicSiteConfig

const cachedSiteConfig = cachedRead(
  readPublicSiteConfig,
  ['site-config'],
  [slugs.siteConfig],
  unsetSiteConfig,
)

export const getPublicSiteConfig = (): Promise<PublicSiteConfig> => cachedSiteConfig.data()

/** What staff see: everything except secrets, which are reported only as set or not. */
export const toStaffSiteConfig = (config: SiteConfig): Record<string, unknown> => {
  const visible: Record<string, unknown> = { ...config }
  for (const field of SECRET_SITE_CONFIG_FIELDS) {
    visible[`${field}Set`] = Boolean(config[field])
    delete visible[field]
  }
  return visible
}

/**
 * The settings as staff see them: as published (GET /api/site-config), or as last saved, a
 * pending draft included (`draft`: the settings form's read and write, docs/publishing.md).
 */
export const getStaffSiteConfig = async (payload: Payload, { draft = false } = {}) =>
  toStaffSiteConfig(await payload.findGlobal({ slug: slugs.siteConfig, depth: 0, draft }))
