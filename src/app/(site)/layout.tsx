import type React from 'react'

import '../globals.css'
import { SiteDocument } from '@/components/layout/site-document'
import { siteMetadata } from '@/server/seo/site-metadata'

// Every public page is the same for everyone, so it is rendered once and cached (ISR): staff
// edits expire it by tag (collections/hooks/revalidate.ts); this bound refreshes what changes
// with the clock alone (what is upcoming, what is live). It is also the s-maxage a CDN sees.
export const revalidate = 60

export const generateMetadata = siteMetadata

const SiteLayout = ({ children }: { children: React.ReactNode }) => (
  <SiteDocument>{children}</SiteDocument>
)

export default SiteLayout
