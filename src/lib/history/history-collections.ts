import { slugs } from '@/lib/slugs'

/**
 * The collections whose versions staff can open in History (docs/publishing.md#history): each
 * has Payload's versions (collections/drafts/with-drafts.ts). Adding one is one line here; its
 * admin routes, OpenAPI entries and dialog follow from it. `label` starts a sentence ("Sunday
 * service restored and published"); `one` is an item in the middle of one ("a featured item's
 * saved versions").
 */
export const HISTORY_COLLECTIONS = {
  sermons: { collection: slugs.sermons, label: 'Sermon', one: 'sermon' },
  events: { collection: slugs.events, label: 'Event', one: 'event' },
  'sunday-services': {
    collection: slugs.sundayServices,
    label: 'Sunday service',
    one: 'Sunday service',
  },
  'featured-content': {
    collection: slugs.featuredContent,
    label: 'Featured content',
    one: 'featured item',
  },
} as const

export type HistoryCollection = keyof typeof HISTORY_COLLECTIONS

export const HISTORY_COLLECTION_NAMES = Object.keys(HISTORY_COLLECTIONS) as HistoryCollection[]
