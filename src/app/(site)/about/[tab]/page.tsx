import type { Metadata } from 'next'

import { PageNotFoundResponse } from '@/components/content/page-not-found'
import { AboutPage } from '@/components/about/about-page'
import { findAboutTab, RICH_TEXT_ABOUT_TABS } from '@/lib/about-tabs'
import { imageIdsOf } from '@/lib/rich-text/images'
import { pageMetadata } from '@/server/seo/page-metadata'
import { getRichTextImages } from '@/server/site-content/rich-text-images'
import { previewablePageTexts } from '@/server/preview/page-content'

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
  const { about } = await previewablePageTexts()
  if ((about.hiddenTabs as string[]).includes(tab.slug)) return <PageNotFoundResponse />
  const richText = RICH_TEXT_ABOUT_TABS.find(({ slug }) => slug === tab.slug)
  const images = await getRichTextImages(richText ? imageIdsOf(about[richText.field]) : [])
  return <AboutPage tab={tab} about={about} images={images} />
}

export default AboutTabPage
