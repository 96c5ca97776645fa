import type { Payload, PayloadRequest } from 'payload'

import type { PublishingState } from '@/lib/schemas/publishing'
import { rowsOf, sql, type SqlRunner } from '@/server/db/sql'

import type { User } from '../../../payload-types'
import { readSchedules, type PublishingCollection, type Schedule } from './schedule-store'

type Item = { id: number; _status?: 'draft' | 'published' | null }

/** Payload's version table of a collection: `_<slug in snake case>_v` (`_sunday_services_v`). */
const versionTable = (collection: PublishingCollection) => `_${collection.replaceAll('-', '_')}_v`

/** The items whose latest saved version is a draft: staff edit that, visitors see the row. */
const idsWithLatestDraft = async (
  db: SqlRunner,
  collection: PublishingCollection,
  ids: readonly number[],
): Promise<Set<number>> => {
  if (!ids.length) return new Set()
  const rows = await rowsOf<{ parent_id: number }>(
    db,
    sql`SELECT parent_id FROM ${sql.identifier(versionTable(collection))}
        WHERE latest AND version__status = 'draft' AND parent_id IN (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
  )
  return new Set(rows.map((row) => Number(row.parent_id)))
}

const iso = (date: Date | null) => date?.toISOString() ?? null

/**
 * The row's _status says what visitors see; the schedule and a newer draft say the rest. A time
 * to publish outranks the rest: the staff list says when the item (or its change) goes live.
 */
export const stateOf = (
  rowStatus: Item['_status'],
  hasNewerDraft: boolean,
  schedule: Schedule | undefined,
): PublishingState => {
  const publishAt = iso(schedule?.publishAt ?? null)
  const unpublishAt = iso(schedule?.unpublishAt ?? null)
  const status = publishAt
    ? 'scheduled'
    : rowStatus === 'draft'
      ? 'draft'
      : hasNewerDraft
        ? 'changed'
        : 'published'
  return { status, publishAt, unpublishAt }
}

/**
 * The latest version of each of these items, by id: one query of Payload's version table (its
 * `draft: true` find reads each item's latest version), not one read per item. A page of 100
 * sermons that all have a pending draft was 100 reads (docs/publishing.md, measurements).
 */
const latestVersions = async <Doc extends Item>(
  payload: Payload,
  user: User | null,
  collection: PublishingCollection,
  ids: readonly number[],
  req?: PayloadRequest,
): Promise<Map<number, Doc>> => {
  if (!ids.length) return new Map()
  const { docs } = await payload.find({
    collection,
    where: { id: { in: [...ids] } },
    draft: true,
    // The rows were read as not trashed; a version keeps the deletedAt it was saved with, and
    // findByID's draft read (which this replaces) never filtered versions by it either.
    trash: true,
    pagination: false,
    depth: 0,
    overrideAccess: false,
    user,
    req,
  })
  return new Map(docs.map((doc) => [Number(doc.id), doc as unknown as Doc]))
}

/**
 * Staff's view of a page of items: each as its latest version (a draft's changes included, so the
 * edit dialog opens on them) with its publishing state. The items were read from their own rows
 * (what visitors see); only those with a newer draft are read again, as Payload's latest version.
 */
export const withPublishingState = async <Doc extends Item>(
  payload: Payload,
  db: SqlRunner,
  user: User | null,
  collection: PublishingCollection,
  docs: Doc[],
  req?: PayloadRequest,
): Promise<(Doc & { publishing: PublishingState })[]> => {
  const ids = docs.map((doc) => doc.id)
  const [drafts, schedules] = [
    await idsWithLatestDraft(db, collection, ids),
    await readSchedules(db, collection, ids),
  ]
  const latest = await latestVersions<Doc>(payload, user, collection, [...drafts], req)
  return docs.map((doc) => ({
    ...(latest.get(doc.id) ?? doc),
    // The row's status: the version's own is always "draft" for a change not yet published.
    _status: doc._status,
    publishing: stateOf(doc._status, drafts.has(doc.id), schedules.get(doc.id)),
  }))
}
