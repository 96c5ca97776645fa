import type { Metadata } from 'next'

import { PageNotFoundResponse } from '@/components/content/page-not-found'
import { AboutPage } from '@/components/about/about-page'
import { findAboutTab } from '@/lib/about-tabs'
import { pageMetadata } from '@/server/seo/page-metadata'
import { getPageTexts } from '@/server/site-content/page-texts'

type Props = { params: Promise<{ tab: string }> }

// No id is rendered at build time (there is no database then); each page is rendered on its first
// visit and cached like the static routes. Without this export Next renders every visit anew.
export const generateStaticParams = async () => []

export const generateMetadata = async ({ params }: Props): Promise<Metadata> => {
  const tab = findAboutTab((await params).tab)
  return tab ? pageMetadata(`/about/${tab.slug}`, { title: tab.title }) : {}
}

/**
 * /about/{tab}: staff, music, kids-church or what-we-believe; any other tab, or one staff hid
 * (Pages → About), is not found.
 */
const AboutTabPage = async ({ params }: Props) => {
  const tab = findAboutTab((await params).tab)
  if (!tab) return <PageNotFoundResponse />
  const { about } = await getPageTexts()
  if ((about.hiddenTabs as string[]).includes(tab.slug)) return <PageNotFoundResponse />
  return <AboutPage tab={tab} about={about} />
}

export default AboutTabPage
