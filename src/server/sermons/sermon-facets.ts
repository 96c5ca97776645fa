import { slugs } from '@/lib/slugs'
import { getPayloadClient } from '@/server/payload'
import { cachedRead } from '@/server/cache/cached-read'
import { rowsOf, sql, sqlFor } from '@/server/db/sql'
import { visibleToVisitors } from '@/server/publishing/visible-sql'

export type SermonFacets = { speakers: string[]; series: string[] }

/**
 * Every distinct speaker (or series) of the archive, trimmed and sorted: of the published sermons
 * for visitors, of drafts too for staff (their suggestions).
 */
export const distinctSermonValues = async (
  column: 'speaker' | 'series',
  audience: 'visitors' | 'staff' = 'visitors',
) => {
  const db = await sqlFor(await getPayloadClient())
  const visible = audience === 'staff' ? sql`deleted_at IS NULL` : visibleToVisitors()
  const rows = await rowsOf<{ value: string }>(
    db,
    sql`SELECT DISTINCT btrim(${sql.identifier(column)}) AS value FROM sermons
        WHERE ${visible} AND btrim(coalesce(${sql.identifier(column)}, '')) <> ''`,
  )
  return rows.map((row) => row.value).sort((a, b) => a.localeCompare(b))
}

/**
 * Every speaker and series in the whole archive, sorted: the filter bar's options. One cached
 * read (both columns are indexed), expired with any sermon change.
 */
export const sermonFacets = cachedRead(
  async (): Promise<SermonFacets> => {
    const [speakers, series] = [
      await distinctSermonValues('speaker'),
      await distinctSermonValues('series'),
    ]
    return { speakers, series }
  },
  ['sermons:facets'],
  [slugs.sermons],
  // At build time there is no database; build-time pages are never served.
  { speakers: [], series: [] },
)
