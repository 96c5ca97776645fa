import { rowsOf, sql, type SqlRunner } from '@/server/db/sql'

import { GLOBAL_ITEM_ID, targetKey, type GlobalTarget } from './targets'

/**
 * A global's publish time lives in the same `publishing_schedule` table as the sermons' and
 * events' (one claim-once query finds every due row, schedule-store.ts claimDue): its row's
 * `collection` is the target's key and its `item_id` is 0. A global is never taken off the site,
 * so its `unpublish_at` stays empty.
 */
export const setGlobalSchedule = async (
  db: SqlRunner,
  target: GlobalTarget,
  publishAt: Date | null,
): Promise<void> => {
  const key = targetKey(target)
  if (!publishAt) {
    await db.execute(
      sql`DELETE FROM publishing_schedule WHERE collection = ${key} AND item_id = ${GLOBAL_ITEM_ID}`,
    )
    return
  }
  await db.execute(sql`
    INSERT INTO publishing_schedule (collection, item_id, publish_at, unpublish_at)
    VALUES (${key}, ${GLOBAL_ITEM_ID}, ${publishAt.toISOString()}, NULL)
    ON CONFLICT (collection, item_id) DO UPDATE SET publish_at = EXCLUDED.publish_at`)
}

/** The publish times of these targets, by key (targets with none are absent). */
export const readGlobalSchedules = async (
  db: SqlRunner,
  targets: readonly GlobalTarget[],
): Promise<Map<string, Date>> => {
  if (!targets.length) return new Map()
  const rows = await rowsOf<{ collection: string; publish_at: Date | string }>(
    db,
    sql`SELECT collection, publish_at FROM publishing_schedule
        WHERE item_id = ${GLOBAL_ITEM_ID} AND publish_at IS NOT NULL AND collection IN (${sql.join(
          targets.map((target) => sql`${targetKey(target)}`),
          sql`, `,
        )})`,
  )
  return new Map(rows.map((row) => [row.collection, new Date(row.publish_at)]))
}
