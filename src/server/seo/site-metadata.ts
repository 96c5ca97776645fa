import type { Metadata } from 'next'

import { env } from '@/env'
import { CONTACT_FALLBACKS } from '@/lib/site-defaults'

import { previewingStaff } from '@/server/preview/staff-previewer'
import { previewableSiteConfig } from '@/server/preview/page-content'

import { ogCardPath } from './page-metadata'

/** What every public page says of the church in its head (the site layout's metadata). */
export const siteMetadata = async (): Promise<Metadata> => {
  const [{ churchName, tagline }, previewer] = await Promise.all([
    previewableSiteConfig(),
    previewingStaff(),
  ])
  const name = churchName || CONTACT_FALLBACKS.churchName
  return {
    title: { default: name, template: `%s | ${name}` },
    description: tagline || `${name}: worship, events, sermons and community.`,
    // Canonical, Open Graph and feed links are written as paths; this makes them absolute.
    metadataBase: new URL(env.SITE_URL),
    openGraph: { siteName: name, type: 'website', images: [ogCardPath()] },
    twitter: { card: 'summary_large_image', images: [ogCardPath()] },
    // A preview of drafts is never for search engines (docs/publishing.md#preview).
    ...(previewer ? { robots: { index: false, follow: false } } : {}),
  }
}
