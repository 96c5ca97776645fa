import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

import { backfillSermonRefs } from '../src/server/sermons/scripture-refs'

/**
 * Sermon search at archive scale (docs/sermon-archive.md), hand-written because Payload's schema
 * cannot describe either part:
 * - sermon_scripture_refs: each passage a sermon is about, as a book number and a start and end
 *   position (chapter * 1000 + verse). A passage query is an index range scan on
 *   (book, start_pos), not a scan of every description. Kept by a Sermons hook; filled here for
 *   existing sermons.
 * - sermons.search_vector: a generated tsvector over title (weight A), speaker and series (B),
 *   scripture (C) and description (D) with a GIN index, so free text is ranked full-text search
 *   and a title match outranks a description match.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE TABLE IF NOT EXISTS "sermon_scripture_refs" (
      "sermon_id" integer NOT NULL REFERENCES "sermons"("id") ON DELETE CASCADE,
      "book" smallint NOT NULL,
      "start_pos" integer NOT NULL,
      "end_pos" integer NOT NULL
    );
    CREATE INDEX IF NOT EXISTS "sermon_scripture_refs_range_idx"
      ON "sermon_scripture_refs" USING btree ("book", "start_pos", "end_pos", "sermon_id");
    CREATE INDEX IF NOT EXISTS "sermon_scripture_refs_sermon_idx"
      ON "sermon_scripture_refs" USING btree ("sermon_id");
    ALTER TABLE "sermons" ADD COLUMN IF NOT EXISTS "search_vector" tsvector
      GENERATED ALWAYS AS (
        setweight(to_tsvector('english'::regconfig, coalesce("title", '')), 'A') ||
        setweight(to_tsvector('english'::regconfig, coalesce("speaker", '')), 'B') ||
        setweight(to_tsvector('english'::regconfig, coalesce("series", '')), 'B') ||
        setweight(to_tsvector('english'::regconfig, coalesce("scripture", '')), 'C') ||
        setweight(to_tsvector('english'::regconfig, coalesce("description", '')), 'D')
      ) STORED;
    CREATE INDEX IF NOT EXISTS "sermons_search_vector_idx" ON "sermons" USING gin ("search_vector");
    CREATE INDEX IF NOT EXISTS "sermons_date_id_idx" ON "sermons" USING btree ("date" DESC, "id" DESC);
  `)
  await backfillSermonRefs(db)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    DROP INDEX IF EXISTS "sermons_date_id_idx";
    DROP INDEX IF EXISTS "sermons_search_vector_idx";
    ALTER TABLE "sermons" DROP COLUMN IF EXISTS "search_vector";
    DROP TABLE IF EXISTS "sermon_scripture_refs";
  `)
}
