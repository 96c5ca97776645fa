import type { Metadata } from 'next'

import './globals.css'
import { PageNotFound } from '@/components/content/page-not-found'
import { SiteDocument } from '@/components/layout/site-document'
import { siteMetadata } from '@/server/seo/site-metadata'

/**
 * Any address no route claims: the site's "Page Not Found" inside the site's own header and
 * footer, rendered by the server with HTTP 404 (experimental.globalNotFound in next.config.mjs).
 * The app has a root layout per area (site, dashboard, Payload's admin) and none above them, so
 * Next's own 404 for such an address would have none of the site around it.
 */
export const generateMetadata = async (): Promise<Metadata> => ({
  ...(await siteMetadata()),
  title: 'Page Not Found',
})

// The church's name and colours change with the site config, which expires this page by tag.
export const revalidate = 60

const GlobalNotFound = () => (
  <SiteDocument>
    <PageNotFound />
  </SiteDocument>
)

export default GlobalNotFound
