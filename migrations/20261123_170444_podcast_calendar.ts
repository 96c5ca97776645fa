import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "sermons" ADD COLUMN "audio_bytes" numeric;
  ALTER TABLE "sermons" ADD COLUMN "audio_type" varchar;
  ALTER TABLE "events" ADD COLUMN "sequence" numeric DEFAULT 0;
  ALTER TABLE "site_config" ADD COLUMN "podcast_title" varchar;
  ALTER TABLE "site_config" ADD COLUMN "podcast_description" varchar;
  ALTER TABLE "site_config" ADD COLUMN "podcast_author" varchar;
  ALTER TABLE "site_config" ADD COLUMN "podcast_image_url" varchar;
  ALTER TABLE "site_config" ADD COLUMN "podcast_language" varchar DEFAULT 'en';
  ALTER TABLE "site_config" ADD COLUMN "podcast_apple_url" varchar;
  ALTER TABLE "site_config" ADD COLUMN "podcast_spotify_url" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "sermons" DROP COLUMN "audio_bytes";
  ALTER TABLE "sermons" DROP COLUMN "audio_type";
  ALTER TABLE "events" DROP COLUMN "sequence";
  ALTER TABLE "site_config" DROP COLUMN "podcast_title";
  ALTER TABLE "site_config" DROP COLUMN "podcast_description";
  ALTER TABLE "site_config" DROP COLUMN "podcast_author";
  ALTER TABLE "site_config" DROP COLUMN "podcast_image_url";
  ALTER TABLE "site_config" DROP COLUMN "podcast_language";
  ALTER TABLE "site_config" DROP COLUMN "podcast_apple_url";
  ALTER TABLE "site_config" DROP COLUMN "podcast_spotify_url";`)
}
