import { slugs } from '@/lib/slugs'

/**
 * The collections whose versions staff can open in History (docs/publishing.md#history): each
 * has Payload's versions (collections/drafts/with-drafts.ts). Adding one is one line here; its
 * admin routes, OpenAPI entries and dialog follow from it.
 */
export const HISTORY_COLLECTIONS = {
  sermons: { collection: slugs.sermons, label: 'Sermon' },
  events: { collection: slugs.events, label: 'Event' },
} as const

export type HistoryCollection = keyof typeof HISTORY_COLLECTIONS

export const HISTORY_COLLECTION_NAMES = Object.keys(HISTORY_COLLECTIONS) as HistoryCollection[]
