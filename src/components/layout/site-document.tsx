import type React from 'react'

import { JsonLd } from '@/components/seo/json-ld'
import { LazyToaster } from '@/components/toast/lazy-toaster.client'
import { churchLd } from '@/server/seo/structured-data'
import { getPublicSiteConfig } from '@/server/site-config/get-site-config'

import { SiteFooter } from './site-footer'
import { SiteHeader } from './site-header'

/**
 * The public site's whole document: the church's colours, header, footer and its structured data
 * around the page. The site's layout and the not-found page for unknown addresses
 * (src/app/global-not-found.tsx, which no layout wraps) both render it.
 */
export const SiteDocument = async ({ children }: { children: React.ReactNode }) => {
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
