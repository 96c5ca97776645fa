/**
 * The About page's tabs, in navigation order; each is a route, /about/{slug}
 * (docs/requirements/public-pages.md).
 */
export const ABOUT_TABS = [
  { slug: 'staff', label: 'Staff', title: 'Our Staff' },
  { slug: 'music', label: 'Music', title: 'Music Ministry' },
  { slug: 'kids-church', label: 'Kids Church', title: 'Kids Church' },
  { slug: 'what-we-believe', label: 'What We Believe', title: 'What We Believe' },
] as const

export type AboutTab = (typeof ABOUT_TABS)[number]
export type AboutTabSlug = AboutTab['slug']

/** /about shows the staff tab (docs/requirements/public-pages.md). */
export const DEFAULT_ABOUT_TAB: AboutTabSlug = 'staff'

export const findAboutTab = (slug: string): AboutTab | undefined =>
  ABOUT_TABS.find((tab) => tab.slug === slug)
