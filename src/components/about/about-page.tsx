import { RichText } from '@/components/rich-text/rich-text'
import type { AboutTexts } from '@/lib/about/defaults'
import type { RichTextImages } from '@/lib/rich-text/images'
import { RICH_TEXT_ABOUT_TABS, visibleAboutTabs, type AboutTab } from '@/lib/about-tabs'

import { AboutTabNav } from './about-tab-nav'
import { StaffTab } from './staff-tab'

type Props = {
  tab: AboutTab
  about: AboutTexts
  /** The media entries the open tab's text shows (none for Staff). */
  images?: RichTextImages
}

/** The open tab's content: the leadership cards, or the tab's rich text drawn on the server. */
const TabContent = ({ tab, about, images }: Props) => {
  const richText = RICH_TEXT_ABOUT_TABS.find(({ slug }) => slug === tab.slug)
  if (!richText) return <StaffTab leaders={about.leaders} />
  return <RichText document={about[richText.field]} id={`about-${tab.slug}`} images={images} />
}

/** The About page with one tab open: /about (staff) and /about/{tab} render this. */
export const AboutPage = ({ tab, about, images }: Props) => (
  <div className="mx-auto max-w-6xl px-4 py-12">
    <h1 className="text-4xl font-bold text-secondary">About Us</h1>
    <p className="mt-3 max-w-3xl text-lg text-slate-700">
      Meet the people, the music, the children’s ministry and the faith of our parish.
    </p>
    <div className="mt-8">
      <AboutTabNav tabs={visibleAboutTabs(about.hiddenTabs)} active={tab.slug} />
    </div>
    <section aria-labelledby="about-tab-heading" className="mt-8">
      <h2 id="about-tab-heading" className="mb-6 text-2xl font-bold text-secondary">
        {tab.title}
      </h2>
      <TabContent tab={tab} about={about} images={images} />
    </section>
  </div>
)
