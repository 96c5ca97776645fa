import { slugs } from '@/lib/slugs'
import { rowsOf, sql, type SqlRunner } from '@/server/db/sql'

/**
 * The collections with drafts and scheduled publishing (docs/publishing.md): the one list the
 * admin writes, the staff lists' states and the job go by. Each is wrapped in withDrafts and
 * reads with publishedForVisitors (tests/int/drafts-services-featured.test.ts checks both).
 */
export const PUBLISHING_COLLECTIONS = [
  slugs.sermons,
  slugs.events,
  slugs.sundayServices,
  slugs.featuredContent,
] as const
export type PublishingCollection = (typeof PUBLISHING_COLLECTIONS)[number]

export type Schedule = { publishAt: Date | null; unpublishAt: Date | null }

type ScheduleRow = { item_id: number; publish_at: Date | null; unpublish_at: Date | null }

/**
 * The times live in a table of their own (migrations/…_sermon_event_drafts.ts), not in the items'
 * fields: a draft save writes only Payload's version table, yet the job must find every due item
 * with one indexed query on one table, whatever the item's state.
 */
export const setSchedule = async (
  db: SqlRunner,
  collection: PublishingCollection,
  itemId: number,
  { publishAt, unpublishAt }: Schedule,
): Promise<void> => {
  if (!publishAt && !unpublishAt) {
    await db.execute(
      sql`DELETE FROM publishing_schedule WHERE collection = ${collection} AND item_id = ${itemId}`,
    )
    return
  }
  await db.execute(sql`
    INSERT INTO publishing_schedule (collection, item_id, publish_at, unpublish_at)
    VALUES (${collection}, ${itemId}, ${publishAt?.toISOString() ?? null}, ${unpublishAt?.toISOString() ?? null})
    ON CONFLICT (collection, item_id)
    DO UPDATE SET publish_at = EXCLUDED.publish_at, unpublish_at = EXCLUDED.unpublish_at`)
}

/** The schedules of these items, by id (items with none are absent). */
export const readSchedules = async (
  db: SqlRunner,
  collection: PublishingCollection,
  itemIds: readonly number[],
): Promise<Map<number, Schedule>> => {
  if (!itemIds.length) return new Map()
  const rows = await rowsOf<ScheduleRow>(
    db,
    sql`SELECT item_id, publish_at, unpublish_at FROM publishing_schedule
        WHERE collection = ${collection} AND item_id IN (${sql.join(
          itemIds.map((id) => sql`${id}`),
          sql`, `,
        )})`,
  )
  const toDate = (value: Date | string | null) => (value === null ? null : new Date(value))
  return new Map(
    rows.map((row) => [
      Number(row.item_id),
      { publishAt: toDate(row.publish_at), unpublishAt: toDate(row.unpublish_at) },
    ]),
  )
}

export type DueItem = { collection: PublishingCollection; itemId: number }

/**
 * Takes the items whose time has come, each exactly once: the UPDATE clears the time it matched
 * and returns the row, so of two runners ticking at once (two server instances) only one gets
 * each item; the other's UPDATE finds the time already cleared.
 */
export const claimDue = async (
  db: SqlRunner,
  which: 'publish' | 'unpublish',
  now: Date,
): Promise<DueItem[]> => {
  const column = sql.identifier(which === 'publish' ? 'publish_at' : 'unpublish_at')
  const rows = await rowsOf<{ collection: PublishingCollection; item_id: number }>(
    db,
    sql`UPDATE publishing_schedule SET ${column} = NULL
        WHERE ${column} <= ${now.toISOString()}
        RETURNING collection, item_id`,
  )
  return rows.map((row) => ({ collection: row.collection, itemId: Number(row.item_id) }))
}

/** Rows with neither time left say nothing; removed after each run. */
export const dropEmptySchedules = (db: SqlRunner) =>
  db.execute(sql`DELETE FROM publishing_schedule WHERE publish_at IS NULL AND unpublish_at IS NULL`)
