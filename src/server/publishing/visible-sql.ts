import { sql } from '@/server/db/sql'

/**
 * The SQL condition of what visitors may see of an item with drafts: outside the trash and
 * published (docs/publishing.md). The raw-SQL reads (the archive's search, the podcast feed, the
 * sitemap, the filter options) use it; Payload reads get the same rule from the collections' read
 * access (src/access/published-for-visitors.ts). `alias` names the table when the query has one.
 */
export const visibleToVisitors = (alias?: string) => {
  const column = (name: string) =>
    alias ? sql`${sql.identifier(alias)}.${sql.identifier(name)}` : sql.identifier(name)
  return sql`${column('deleted_at')} IS NULL AND ${column('_status')} = 'published'`
}
