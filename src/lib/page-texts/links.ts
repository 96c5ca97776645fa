/** A link in the main navigation or the footer's quick links (Pages → Navigation). */
export type SiteLink = { label: string; href: string }

/**
 * The part of the site a link leads to, for marking it current: '/about/staff' is current on
 * any /about page. A link to another site is never current.
 */
export const sectionOf = (href: string): string | null =>
  href.startsWith('/') ? `/${href.split(/[/?#]/)[1] ?? ''}` : null
