import type { CollectionBeforeValidateHook } from 'payload'

import { rowsOf, sql, sqlFor } from '@/server/db/sql'

/**
 * A series typed as "advent " or "ADVENT" is the existing "Advent", not a new series beside it:
 * the typed name (trimmed, inner spaces folded) takes the spelling the archive already uses,
 * whichever way the sermon is saved (dashboard, /api, bulk TSV, /cms).
 */
export const matchExistingSeries: CollectionBeforeValidateHook = async ({ data, req }) => {
  if (typeof data?.series !== 'string') return data
  const typed = data.series.trim().replace(/\s+/g, ' ')
  if (!typed) return { ...data, series: typed }
  const db = await sqlFor(req.payload, req)
  const [existing] = await rowsOf<{ series: string }>(
    db,
    sql`SELECT btrim(series) AS series FROM sermons
        WHERE deleted_at IS NULL AND lower(regexp_replace(btrim(series), '\\s+', ' ', 'g')) = lower(${typed})
        GROUP BY btrim(series) ORDER BY count(*) DESC, btrim(series) LIMIT 1`,
  )
  return { ...data, series: existing?.series ?? typed }
}
