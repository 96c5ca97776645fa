import type { Metadata } from 'next'
import { headers } from 'next/headers'
import type React from 'react'

import '../globals.css'
import { Providers } from '@/components/providers.client'
import { JsonLd } from '@/components/seo/json-ld'
import { SiteFooter } from '@/components/layout/site-footer'
import { SiteHeader } from '@/components/layout/site-header'
import { env } from '@/env'
import { CONTACT_FALLBACKS } from '@/lib/site-defaults'
import { getPayloadClient } from '@/server/api/payload'
import { toPublicUser } from '@/server/auth/public-user'
import { ogCardPath } from '@/server/seo/page-metadata'
import { churchLd } from '@/server/seo/structured-data'
import { getPublicSiteConfig } from '@/server/site-config/get-site-config'

import type { User } from '../../../payload-types'

// Every page reads the site config (theme, name) from the database through cached reads;
// nothing is prerendered at build time, when no database is needed.
export const dynamic = 'force-dynamic'

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
  const [config, payload, requestHeaders] = await Promise.all([
    getPublicSiteConfig(),
    getPayloadClient(),
    headers(),
  ])
  // The caller is known here, so the browser never has to ask /api/auth/user on page load
  // (an anonymous visitor's 401 would otherwise be logged as a console error on every page).
  const { user } = await payload.auth({ headers: requestHeaders })
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
        <Providers initialUser={user ? toPublicUser(user as User) : null}>
          <SiteHeader config={config} />
          <main id="main" className="flex-1">
            {children}
          </main>
          <SiteFooter config={config} />
        </Providers>
      </body>
    </html>
  )
}

export default SiteLayout
