import type { Payload, Where } from 'payload'

import type { PublishingState } from '@/lib/schemas/publishing'
import { slugs } from '@/lib/slugs'
import { sqlFor } from '@/server/db/sql'
import { searchSermonIds } from '@/server/sermons/search-sermons'

import type { Event, Sermon, User } from '../../../payload-types'
import { withPublishingState } from './publishing-state'

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

const SEARCHED = ['title', 'location', 'description'] as const

/** Every event (drafts too, never the trash), newest first: the dashboard's Events tab. */
export const staffEvents = async (
  payload: Payload,
  user: User,
  { search, page = 1, limit }: StaffListQuery,
): Promise<StaffPage<Event>> => {
  const where: Where = search
    ? { or: SEARCHED.map((field) => ({ [field]: { like: search } })) }
    : {}
  const { docs, totalDocs } = await payload.find({
    collection: slugs.events,
    where,
    page,
    limit,
    sort: ['-date', '-startTime', '-id'],
    depth: 0,
    overrideAccess: false,
    user,
  })
  const db = await sqlFor(payload)
  return {
    docs: await withPublishingState(payload, db, user, slugs.events, docs),
    total: totalDocs,
  }
}
