import type { Metadata } from 'next'

import { AboutPage } from '@/components/about/about-page'
import { DEFAULT_ABOUT_TAB, findAboutTab } from '@/lib/about-tabs'
import { pageMetadata } from '@/server/seo/page-metadata'
import { previewablePageTexts } from '@/server/preview/page-content'

export const metadata: Metadata = pageMetadata('/about', { title: 'About Us' })

/** /about shows the staff tab itself rather than redirecting (docs/requirements/public-pages.md). */
const AboutIndexPage = async () => {
  const { about } = await previewablePageTexts()
  const staff = findAboutTab(DEFAULT_ABOUT_TAB)
  if (!staff) throw new Error(`The About page has no ${DEFAULT_ABOUT_TAB} tab`)
  return <AboutPage tab={staff} about={about} />
}

export default AboutIndexPage
