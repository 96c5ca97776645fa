import type { Payload } from 'payload'

import { displaySermonTitle } from '@/lib/content/sermon-title'
import type { HistoryCollection } from '@/lib/history/history-collections'
import { slugs } from '@/lib/slugs'

import type { User } from '../../../payload-types'

/** The collections a featured item's content id names, by its type. */
const FEATURED_TARGETS = {
  sermon: slugs.sermons,
  event: slugs.events,
} as const

/**
 * The items a version's fields point at, by name, for the compare view: a featured item's
 * "Content ID" is a sermon's or event's id, which staff know by its title, not its number
 * ("“Harbour Light” — sermon 12"). Only the one version's detail asks, so it is one small read;
 * the history list never does. Fields that point at nothing are left out (shown as stored).
 */
export const relatedNames = async (
  payload: Payload,
  user: User,
  collection: HistoryCollection,
  fields: Record<string, unknown>,
): Promise<Record<string, string>> => {
  if (collection !== 'featured-content') return {}
  const type = fields.type as keyof typeof FEATURED_TARGETS | 'video' | null
  const id = String(fields.contentId ?? '').trim()
  if (type !== 'sermon' && type !== 'event') return {}
  if (!/^\d+$/.test(id) || Number(id) > 2_147_483_647) return {}
  const found = (await payload.findByID({
    collection: FEATURED_TARGETS[type],
    id: Number(id),
    select: { title: true, deletedAt: true },
    // The name staff last gave it, a draft included; an item in the trash is said to be there.
    draft: true,
    trash: true,
    depth: 0,
    disableErrors: true,
    overrideAccess: false,
    user,
  })) as { title?: string | null; deletedAt?: string | null } | null
  if (!found?.title)
    return { contentId: `${type === 'sermon' ? 'Sermon' : 'Event'} ${id}, which no longer exists` }
  const title = type === 'sermon' ? displaySermonTitle(found.title) : found.title
  return { contentId: `“${title}” — ${type} ${id}${found.deletedAt ? ', in the trash' : ''}` }
}
