import { rowsOf, sql, type SqlRunner } from '@/server/db/sql'
import { visibleToVisitors } from '@/server/publishing/visible-sql'

export type Dated = { id: number; updatedAt: string }
/** A group's page is named by its slug; closed groups are not listed (docs/groups.md). */
export type ListedGroup = { slug: string; updatedAt: string }
export type GroupedSermon = Dated & { series: string | null; speaker: string }

/** timestamptz: a Date from node-postgres, or text where a driver leaves it so. */
type Row = { id: number; updated_at: Date | string }
type SermonRow = Row & { series: string | null; speaker: string }

const dated = (row: Row): Dated => ({
  id: row.id,
  updatedAt: new Date(row.updated_at).toISOString(),
})

/**
 * What the sitemap lists of each collection: ids and update times, and each sermon's series and
 * speaker for their pages. Plain SQL rather than Payload's find, as for the podcast feed: at
 * 10,000 sermons and 2,000 events, find (with `select`) built a document object per row, the
 * largest part of a cold sitemap's time and memory (docs/performance-log.md,
 * docs/podcast-calendar-seo.md). These collections are readable by anyone and have no read hooks,
 * so the rows are what find would return once the trash and drafts are left out (visible-sql.ts).
 */
export const readListedDocs = async (db: SqlRunner) => {
  const [sermons, events, streams, groups] = await Promise.all([
    rowsOf<SermonRow>(
      db,
      sql`SELECT id, updated_at, series, speaker FROM sermons WHERE ${visibleToVisitors()} ORDER BY id`,
    ),
    rowsOf<Row>(
      db,
      sql`SELECT id, updated_at FROM events WHERE ${visibleToVisitors()} ORDER BY id`,
    ),
    rowsOf<Row>(
      db,
      sql`SELECT id, updated_at FROM live_streams WHERE deleted_at IS NULL ORDER BY id`,
    ),
    rowsOf<Row & { slug: string }>(
      db,
      sql`SELECT id, updated_at, slug FROM groups WHERE deleted_at IS NULL AND status <> 'closed' AND slug IS NOT NULL ORDER BY slug`,
    ),
  ])
  return {
    sermons: sermons.map((row): GroupedSermon => ({
      ...dated(row),
      series: row.series,
      speaker: row.speaker,
    })),
    events: events.map(dated),
    streams: streams.map(dated),
    groups: groups.map((row): ListedGroup => ({ slug: row.slug, updatedAt: dated(row).updatedAt })),
  }
}
