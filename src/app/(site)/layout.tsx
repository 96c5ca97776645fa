import type { Metadata } from 'next'
import type React from 'react'

import '../globals.css'
import { SiteFooter } from '@/components/layout/site-footer'
import { SiteHeader } from '@/components/layout/site-header'
import { LazyToaster } from '@/components/toast/lazy-toaster.client'
import { CONTACT_FALLBACKS } from '@/lib/site-defaults'
import { JsonLd } from '@/components/seo/json-ld'
import { env } from '@/env'
import { ogCardPath } from '@/server/seo/page-metadata'
import { churchLd } from '@/server/seo/structured-data'
import { getPublicSiteConfig } from '@/server/site-config/get-site-config'

// Every public page is the same for everyone, so it is rendered once and cached (ISR): staff
// edits expire it by tag (collections/hooks/revalidate.ts); this bound refreshes what changes
// with the clock alone (what is upcoming, what is live). It is also the s-maxage a CDN sees.
export const revalidate = 60

export const generateMetadata = async (): Promise<Metadata> => {
  const { churchName, tagline } = await getPublicSiteConfig()
  const name = churchName || CONTACT_FALLBACKS.churchName
  return {
    title: { default: name, template: `%s | ${name}` },
    description: tagline || `${name}: worship, events, sermons and community.`,
    // Canonical, Open Graph and feed links are written as paths; this makes them absolute.
    metadataBase: new URL(env.SITE_URL),
    openGraph: { siteName: name, type: 'website', images: [ogCardPath()] },
    twitter: { card: 'summary_large_image', images: [ogCardPath()] },
  }
}

const SiteLayout = async ({ children }: { children: React.ReactNode }) => {
  const config = await getPublicSiteConfig()
  // The church's colours, from the site config, as the theme's CSS variables.
  const theme = {
    '--theme-primary': config.primaryColor,
    '--theme-accent': config.accentColor,
    '--theme-secondary': config.secondaryColor,
  } as React.CSSProperties
  return (
    <html lang="en">
      <body
        style={theme}
        className="flex min-h-screen flex-col bg-white text-slate-900 antialiased"
      >
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2"
        >
          Skip to main content
        </a>
        <JsonLd data={churchLd(config)} />
        <SiteHeader config={config} />
        <main id="main" className="flex-1">
          {children}
        </main>
        <SiteFooter config={config} />
        <LazyToaster />
      </body>
    </html>
  )
}

export default SiteLayout
