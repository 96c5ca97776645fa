import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * The Sermons tab's search of pending drafts (docs/publishing.md), hand-written because Payload's
 * schema cannot describe it: a stored full-text vector on the version table, the same as the
 * row's sermons.search_vector (migration sermon_scripture_and_fulltext), kept only for a pending
 * draft (the sermon's latest version, a draft) and null for every other version, so the history
 * costs no space for it. Payload's setting `latest` false on a newer save recomputes it to null.
 * A staff search then reads the few pending drafts' stored vectors instead of computing them.
 * The partial index finds the pending drafts; the statistics tell the planner how few they are
 * (nine in ten versions are drafts, one in ten is the latest: taken apart, it guesses 9%).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    ALTER TABLE "_sermons_v" ADD COLUMN IF NOT EXISTS "search_vector" tsvector
      GENERATED ALWAYS AS (
        CASE WHEN "latest" AND "version__status" = 'draft' THEN
          setweight(to_tsvector('english'::regconfig, coalesce("version_title", '')), 'A') ||
          setweight(to_tsvector('english'::regconfig, coalesce("version_speaker", '')), 'B') ||
          setweight(to_tsvector('english'::regconfig, coalesce("version_series", '')), 'B') ||
          setweight(to_tsvector('english'::regconfig, coalesce("version_scripture", '')), 'C') ||
          setweight(to_tsvector('english'::regconfig, coalesce("version_description", '')), 'D')
        END
      ) STORED;
    CREATE INDEX IF NOT EXISTS "_sermons_v_pending_draft_idx" ON "_sermons_v" USING btree ("parent_id")
      WHERE "latest" AND "version__status" = 'draft';
    CREATE STATISTICS IF NOT EXISTS "_sermons_v_latest_status_stats" (mcv)
      ON "latest", "version__status" FROM "_sermons_v";
    ANALYZE "_sermons_v";
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    DROP STATISTICS IF EXISTS "_sermons_v_latest_status_stats";
    DROP INDEX IF EXISTS "_sermons_v_pending_draft_idx";
    ALTER TABLE "_sermons_v" DROP COLUMN IF EXISTS "search_vector";
  `)
}
