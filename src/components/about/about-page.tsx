import type React from 'react'

import { AboutTabNav } from './about-tab-nav'
import { findAboutTab, type AboutTabSlug } from '@/lib/about-tabs'
import { KidsChurchTab } from './kids-church-tab'
import { MusicTab } from './music-tab'
import { StaffTab } from './staff-tab'
import { WhatWeBelieveTab } from './what-we-believe-tab'

const TAB_CONTENT: Record<AboutTabSlug, () => React.ReactNode> = {
  staff: StaffTab,
  music: MusicTab,
  'kids-church': KidsChurchTab,
  'what-we-believe': WhatWeBelieveTab,
}

/** The About page with one tab open: /about (staff) and /about/{tab} render this. */
export const AboutPage = ({ tab }: { tab: AboutTabSlug }) => {
  const Content = TAB_CONTENT[tab]
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="text-4xl font-bold text-secondary">About Us</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">
        Meet the people, the music, the children’s ministry and the faith of our parish.
      </p>
      <div className="mt-8">
        <AboutTabNav active={tab} />
      </div>
      <section aria-labelledby="about-tab-heading" className="mt-8">
        <h2 id="about-tab-heading" className="mb-6 text-2xl font-bold text-secondary">
          {findAboutTab(tab)?.title}
        </h2>
        <Content />
      </section>
    </div>
  )
}
