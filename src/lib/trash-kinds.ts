import { slugs } from './slugs'

/**
 * What can be moved to the trash (docs/trash.md): the kind as /api/admin/trash names it, the
 * collection, and the words the dashboard uses.
 */
export const TRASH_KINDS = {
  sermons: { collection: slugs.sermons, label: 'Sermon' },
  events: { collection: slugs.events, label: 'Event' },
  'sunday-services': { collection: slugs.sundayServices, label: 'Sunday service' },
  'featured-content': { collection: slugs.featuredContent, label: 'Featured content' },
  'live-streams': { collection: slugs.liveStreams, label: 'Live stream' },
  groups: { collection: slugs.groups, label: 'Group' },
} as const

export type TrashKind = keyof typeof TRASH_KINDS

export const TRASH_KIND_NAMES = Object.keys(TRASH_KINDS) as TrashKind[]

export type TrashCollection = (typeof TRASH_KINDS)[TrashKind]['collection']
