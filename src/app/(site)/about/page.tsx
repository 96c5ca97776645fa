import type { Metadata } from 'next'

import { AboutPage } from '@/components/about/about-page'
import { DEFAULT_ABOUT_TAB } from '@/lib/about-tabs'
import { pageMetadata } from '@/server/seo/page-metadata'

export const metadata: Metadata = pageMetadata('/about', { title: 'About Us' })

/** /about shows the staff tab itself rather than redirecting (docs/requirements/public-pages.md). */
const AboutIndexPage = () => <AboutPage tab={DEFAULT_ABOUT_TAB} />

export default AboutIndexPage
