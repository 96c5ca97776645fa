import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * The counters of the rate limits (src/server/rate-limit), shared by every instance of the site.
 * The columns are the ones rate-limiter-flexible's RateLimiterPostgres reads and writes; the
 * table is made here, not by the library at runtime, so the schema stays under migrations.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE TABLE IF NOT EXISTS "rate_limits" (
      "key" varchar(255) PRIMARY KEY,
      "points" integer NOT NULL DEFAULT 0,
      "expire" bigint
    )`)
  // The library deletes expired rows every few minutes by this column.
  await db.execute(
    sql`CREATE INDEX IF NOT EXISTS "rate_limits_expire_idx" ON "rate_limits" ("expire")`,
  )
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS "rate_limits"`)
}
