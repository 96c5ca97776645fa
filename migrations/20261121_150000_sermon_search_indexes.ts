import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Sermon search is a case-insensitive substring match (ILIKE '%term%') on four columns.
 * B-tree indexes cannot serve a leading wildcard; trigram GIN indexes can, per column, so
 * Postgres combines them with a BitmapOr instead of scanning every sermon.
 */
const SEARCHED = ['title', 'speaker', 'scripture', 'description'] as const

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`)
  for (const column of SEARCHED) {
    await db.execute(
      sql.raw(
        `CREATE INDEX IF NOT EXISTS "sermons_${column}_trgm_idx" ON "sermons" USING gin ("${column}" gin_trgm_ops)`,
      ),
    )
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const column of SEARCHED) {
    await db.execute(sql.raw(`DROP INDEX IF EXISTS "sermons_${column}_trgm_idx"`))
  }
}
