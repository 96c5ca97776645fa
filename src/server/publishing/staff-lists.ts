import type { Payload, Where } from 'payload'

import type { PublishingState } from '@/lib/schemas/publishing'
import { slugs } from '@/lib/slugs'
import { sqlFor } from '@/server/db/sql'
import { searchSermonIds } from '@/server/sermons/search-sermons'

import type { Event, FeaturedContent, Sermon, SundayService, User } from '../../../payload-types'
import { withPublishingState } from './publishing-state'
import type { PublishingCollection } from './schedule-store'

export type StaffListQuery = { search?: string; page?: number; limit: number }
export type StaffPage<Doc> = { docs: (Doc & { publishing: PublishingState })[]; total: number }

/**
 * Every sermon (drafts too, never the trash), newest first or most relevant first when searching,
 * as the public archive orders them: the dashboard's Sermons tab. Read directly, never cached:
 * staff see their own saves at once.
 */
export const staffSermons = async (
  payload: Payload,
  user: User,
  { search, page = 1, limit }: StaffListQuery,
): Promise<StaffPage<Sermon>> => {
  const db = await sqlFor(payload)
  const { ids, total } = await searchSermonIds(db, { search, page, limit }, 'staff')
  if (!ids.length) return { docs: [], total }
  const { docs } = await payload.find({
    collection: slugs.sermons,
    where: { id: { in: ids } },
    limit: ids.length,
    pagination: false,
    depth: 0,
    overrideAccess: false,
    user,
  })
  const byId = new Map(docs.map((doc) => [doc.id, doc]))
  const ordered = ids.map((id) => byId.get(id)).filter((doc): doc is Sermon => doc !== undefined)
  return { docs: await withPublishingState(payload, db, user, slugs.sermons, ordered), total }
}

/** How each list without a search index of its own is searched and ordered. */
const LISTS = {
  events: { searched: ['title', 'location', 'description'], sort: ['-date', '-startTime', '-id'] },
  // As the public /api/sunday-services orders them.
  'sunday-services': { searched: ['location'], sort: ['-date', '-id'] },
  // As the public /api/featured-content orders them: the newest change first.
  'featured-content': {
    searched: ['title', 'contentId', 'description'],
    sort: ['-updatedAt', '-id'],
  },
} as const satisfies Record<Exclude<PublishingCollection, 'sermons'>, unknown>

type Listed = keyof typeof LISTS
type DocOf = {
  events: Event
  'sunday-services': SundayService
  'featured-content': FeaturedContent
}

/**
 * Every item of a collection with drafts (drafts too, never the trash), in the public list's
 * order: the dashboard's Events, Sunday services and Featured content tabs.
 */
export const staffList = async <C extends Listed>(
  payload: Payload,
  user: User,
  collection: C,
  { search, page = 1, limit }: StaffListQuery,
): Promise<StaffPage<DocOf[C]>> => {
  const { searched, sort } = LISTS[collection]
  const where: Where = search
    ? { or: searched.map((field) => ({ [field]: { like: search } })) }
    : {}
  const { docs, totalDocs } = await payload.find({
    collection: collection as Listed,
    where,
    page,
    limit,
    sort: [...sort],
    depth: 0,
    overrideAccess: false,
    user,
  })
  const db = await sqlFor(payload)
  return {
    docs: await withPublishingState(payload, db, user, collection, docs as DocOf[C][]),
    total: totalDocs,
  }
}
