import type { PreviewCollection, PreviewGlobal, PreviewPage } from '@/lib/schemas/preview'

/** How each previewable collection is named in messages, and where its public page is. */
export const PREVIEW_TARGETS: Record<
  PreviewCollection,
  { label: string; path: (id: number) => string }
> = {
  sermons: { label: 'Sermon', path: (id) => `/sermons/${id}` },
  events: { label: 'Event', path: (id) => `/events/${id}` },
  // The active featured video plays behind the home page's hero; no other page shows an item.
  'featured-content': { label: 'Featured item', path: () => '/' },
}

/** Where each page of the page texts is read first (navigation: on every page; the home page). */
const PAGE_TEXT_PATHS: Record<PreviewPage, string> = {
  home: '/',
  about: '/about',
  music: '/about/music',
  'kids-church': '/about/kids-church',
  'what-we-believe': '/about/what-we-believe',
  visit: '/plan-a-visit',
  give: '/give',
  navigation: '/',
}

/**
 * The public page a global's preview opens: the settings (the church's name, colours, contact
 * details) show on every page, the home page first; the service times are listed in full on Plan
 * a Visit (the home page shows them too).
 */
export const globalPreviewPath = (global: PreviewGlobal, page?: PreviewPage): string => {
  if (global === 'page-texts') return PAGE_TEXT_PATHS[page ?? 'home']
  return global === 'service-times' ? '/plan-a-visit' : '/'
}
