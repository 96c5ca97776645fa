import type React from 'react'

import { SitePreviewBanner } from '@/components/preview/site-preview-banner'
import { JsonLd } from '@/components/seo/json-ld'
import { LazyToaster } from '@/components/toast/lazy-toaster.client'
import { churchLd } from '@/server/seo/structured-data'
import {
  previewablePageTexts,
  previewableServiceTimes,
  previewableSiteConfig,
} from '@/server/preview/page-content'

import { SiteFooter } from './site-footer'
import { SiteHeader } from './site-header'
import { SkipLink } from './skip-link'
import { themeStyle } from './theme-style'

/**
 * The public site's whole document: the church's colours, header, footer and its structured data
 * around the page. The site's layout and the not-found page for unknown addresses
 * (src/app/global-not-found.tsx, which no layout wraps) both render it.
 */
export const SiteDocument = async ({ children }: { children: React.ReactNode }) => {
  const [config, { services }, { navigation }] = await Promise.all([
    previewableSiteConfig(),
    previewableServiceTimes(),
    previewablePageTexts(),
  ])
  return (
    <html lang="en">
      <body
        style={themeStyle(config)}
        className="flex min-h-screen flex-col bg-white text-slate-900 antialiased"
      >
        <SkipLink />
        <SitePreviewBanner />
        <JsonLd data={churchLd(config, services)} />
        <SiteHeader config={config} links={navigation.mainLinks} />
        <main id="main" className="flex-1">
          {children}
        </main>
        <SiteFooter config={config} services={services} links={navigation.footerLinks} />
        <LazyToaster />
      </body>
    </html>
  )
}
