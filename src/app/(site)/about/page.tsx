import type { Metadata } from 'next'

import { AboutPage } from '@/components/about/about-page'
import { DEFAULT_ABOUT_TAB } from '@/components/about/about-tabs'

export const metadata: Metadata = { title: 'About Us' }

/** /about shows the staff tab itself rather than redirecting (spec: defaults to staff). */
const AboutIndexPage = () => <AboutPage tab={DEFAULT_ABOUT_TAB} />

export default AboutIndexPage
