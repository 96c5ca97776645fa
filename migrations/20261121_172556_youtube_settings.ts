import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_config" ADD COLUMN "youtube_sermons_playlist_id" varchar DEFAULT 'PLsbts7Qm4Xc2SermonsArchiveDefault';
  ALTER TABLE "site_config" ADD COLUMN "youtube_live_streams_playlist_id" varchar DEFAULT 'PLsbts7Qm4Xc2LiveStreamsDefault01';
  ALTER TABLE "site_config" ADD COLUMN "youtube_default_speaker" varchar DEFAULT 'Parish Clergy';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_config" DROP COLUMN "youtube_sermons_playlist_id";
  ALTER TABLE "site_config" DROP COLUMN "youtube_live_streams_playlist_id";
  ALTER TABLE "site_config" DROP COLUMN "youtube_default_speaker";`)
}
