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

/** The tabs whose text is a rich text staff write, and where each is kept (Pages → About). */
export const RICH_TEXT_ABOUT_TABS = [
  { slug: 'music', label: 'Music', field: 'music' },
  { slug: 'kids-church', label: 'Kids Church', field: 'kidsChurch' },
  { slug: 'what-we-believe', label: 'What We Believe', field: 'whatWeBelieve' },
] as const

/** Staff may hide the rich-text tabs they do not use; Staff is /about itself and always shown. */
export const HIDEABLE_ABOUT_TABS = RICH_TEXT_ABOUT_TABS

export type HideableAboutTab = (typeof HIDEABLE_ABOUT_TABS)[number]['slug']

/** The tabs visitors see, in navigation order: all but those staff hid. */
export const visibleAboutTabs = (hidden: readonly string[]): AboutTab[] =>
  ABOUT_TABS.filter((tab) => !hidden.includes(tab.slug))
