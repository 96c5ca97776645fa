import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Drafts and scheduled publishing for sermons and events (docs/publishing.md): Payload's version
 * tables and the _status column, the publishing job's name in both job-task enums, and the table
 * of scheduled times the job claims from.
 *
 * Existing rows are published (the column's default fills them, and the UPDATE says so). They get
 * no version rows: every read the site makes with draft: false reads the items' own table, and
 * Payload takes an item with no version as its own latest version (getLatestCollectionVersion),
 * so the first save of an old item simply makes its first version (tests/int/drafts.test.ts).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_sermons_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__sermons_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_events_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__events_v_version_status" AS ENUM('draft', 'published');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'publishOnSchedule';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'publishOnSchedule';
  CREATE TABLE "_sermons_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_speaker" varchar,
  	"version_scripture" varchar,
  	"version_series" varchar,
  	"version_date" varchar,
  	"version_duration" varchar,
  	"version_youtube_url" varchar,
  	"version_audio_url" varchar,
  	"version_audio_bytes" numeric,
  	"version_audio_type" varchar,
  	"version_audio_seconds" numeric,
  	"version_description" varchar,
  	"version_thumbnail_url" varchar,
  	"version_youtube_video_id" varchar,
  	"version_deleted_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version_deleted_at" timestamp(3) with time zone,
  	"version__status" "enum__sermons_v_version_status" DEFAULT 'published',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_sermons_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_events_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_description" varchar,
  	"version_date" varchar,
  	"version_start_time" varchar,
  	"version_end_time" varchar,
  	"version_location" varchar,
  	"version_image_url" varchar,
  	"version_external_url" varchar,
  	"version_external_link_text" varchar,
  	"version_is_recurring" boolean DEFAULT false,
  	"version_recurrence_rule" varchar,
  	"version_skipped_dates" jsonb,
  	"version_recurrence_description" varchar,
  	"version_registration_enabled" boolean DEFAULT false,
  	"version_registration_capacity" numeric,
  	"version_registration_waitlist" boolean DEFAULT true,
  	"version_registration_closes_at" timestamp(3) with time zone,
  	"version_registration_max_people" numeric DEFAULT 10,
  	"version_registration_reminder_hours" numeric DEFAULT 24,
  	"version_registration_questions" jsonb,
  	"version_sequence" numeric DEFAULT 0,
  	"version_deleted_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version_deleted_at" timestamp(3) with time zone,
  	"version__status" "enum__events_v_version_status" DEFAULT 'published',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  ALTER TABLE "sermons" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "sermons" ALTER COLUMN "speaker" DROP NOT NULL;
  ALTER TABLE "sermons" ALTER COLUMN "date" DROP NOT NULL;
  ALTER TABLE "events" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "events" ALTER COLUMN "date" DROP NOT NULL;
  ALTER TABLE "sermons" ADD COLUMN "_status" "enum_sermons_status" DEFAULT 'published';
  ALTER TABLE "events" ADD COLUMN "_status" "enum_events_status" DEFAULT 'published';
  ALTER TABLE "_sermons_v" ADD CONSTRAINT "_sermons_v_parent_id_sermons_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."sermons"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_sermons_v" ADD CONSTRAINT "_sermons_v_version_deleted_by_id_users_id_fk" FOREIGN KEY ("version_deleted_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_sermons_v_texts" ADD CONSTRAINT "_sermons_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_sermons_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_events_v" ADD CONSTRAINT "_events_v_parent_id_events_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_events_v" ADD CONSTRAINT "_events_v_version_deleted_by_id_users_id_fk" FOREIGN KEY ("version_deleted_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "_sermons_v_parent_idx" ON "_sermons_v" USING btree ("parent_id");
  CREATE INDEX "_sermons_v_version_version_speaker_idx" ON "_sermons_v" USING btree ("version_speaker");
  CREATE INDEX "_sermons_v_version_version_series_idx" ON "_sermons_v" USING btree ("version_series");
  CREATE INDEX "_sermons_v_version_version_date_idx" ON "_sermons_v" USING btree ("version_date");
  CREATE INDEX "_sermons_v_version_version_youtube_video_id_idx" ON "_sermons_v" USING btree ("version_youtube_video_id");
  CREATE INDEX "_sermons_v_version_version_deleted_by_idx" ON "_sermons_v" USING btree ("version_deleted_by_id");
  CREATE INDEX "_sermons_v_version_version_updated_at_idx" ON "_sermons_v" USING btree ("version_updated_at");
  CREATE INDEX "_sermons_v_version_version_created_at_idx" ON "_sermons_v" USING btree ("version_created_at");
  CREATE INDEX "_sermons_v_version_version_deleted_at_idx" ON "_sermons_v" USING btree ("version_deleted_at");
  CREATE INDEX "_sermons_v_version_version__status_idx" ON "_sermons_v" USING btree ("version__status");
  CREATE INDEX "_sermons_v_created_at_idx" ON "_sermons_v" USING btree ("created_at");
  CREATE INDEX "_sermons_v_updated_at_idx" ON "_sermons_v" USING btree ("updated_at");
  CREATE INDEX "_sermons_v_latest_idx" ON "_sermons_v" USING btree ("latest");
  CREATE INDEX "_sermons_v_texts_order_parent" ON "_sermons_v_texts" USING btree ("order","parent_id");
  CREATE INDEX "_events_v_parent_idx" ON "_events_v" USING btree ("parent_id");
  CREATE INDEX "_events_v_version_version_date_idx" ON "_events_v" USING btree ("version_date");
  CREATE INDEX "_events_v_version_version_deleted_by_idx" ON "_events_v" USING btree ("version_deleted_by_id");
  CREATE INDEX "_events_v_version_version_updated_at_idx" ON "_events_v" USING btree ("version_updated_at");
  CREATE INDEX "_events_v_version_version_created_at_idx" ON "_events_v" USING btree ("version_created_at");
  CREATE INDEX "_events_v_version_version_deleted_at_idx" ON "_events_v" USING btree ("version_deleted_at");
  CREATE INDEX "_events_v_version_version__status_idx" ON "_events_v" USING btree ("version__status");
  CREATE INDEX "_events_v_created_at_idx" ON "_events_v" USING btree ("created_at");
  CREATE INDEX "_events_v_updated_at_idx" ON "_events_v" USING btree ("updated_at");
  CREATE INDEX "_events_v_latest_idx" ON "_events_v" USING btree ("latest");
  CREATE INDEX "sermons__status_idx" ON "sermons" USING btree ("_status");
  CREATE INDEX "events__status_idx" ON "events" USING btree ("_status");
  UPDATE "sermons" SET "_status" = 'published' WHERE "_status" IS NULL;
  UPDATE "events" SET "_status" = 'published' WHERE "_status" IS NULL;
  CREATE TABLE "publishing_schedule" (
    "collection" varchar NOT NULL,
    "item_id" integer NOT NULL,
    "publish_at" timestamp(3) with time zone,
    "unpublish_at" timestamp(3) with time zone,
    PRIMARY KEY ("collection", "item_id")
  );
  CREATE INDEX "publishing_schedule_publish_at_idx" ON "publishing_schedule" ("publish_at")
    WHERE "publish_at" IS NOT NULL;
  CREATE INDEX "publishing_schedule_unpublish_at_idx" ON "publishing_schedule" ("unpublish_at")
    WHERE "unpublish_at" IS NOT NULL;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TABLE "publishing_schedule";
  DELETE FROM "payload_jobs" WHERE "task_slug" = 'publishOnSchedule';
  DELETE FROM "payload_jobs_log" WHERE "task_slug" = 'publishOnSchedule';
   ALTER TABLE "_sermons_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_sermons_v_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_events_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "_sermons_v" CASCADE;
  DROP TABLE "_sermons_v_texts" CASCADE;
  DROP TABLE "_events_v" CASCADE;
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendRecordEmails', 'sendNewsletterConfirmation', 'sendNewsletterWelcome', 'removeUnconfirmedSubscribers', 'purgeSpam', 'applyRetention', 'sendUrgentPrayerNotice', 'cleanAbandonedSermonUploads', 'sendRegistrationEmail', 'sendJoinRequestEmail', 'purgeTrash');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendRecordEmails', 'sendNewsletterConfirmation', 'sendNewsletterWelcome', 'removeUnconfirmedSubscribers', 'purgeSpam', 'applyRetention', 'sendUrgentPrayerNotice', 'cleanAbandonedSermonUploads', 'sendRegistrationEmail', 'sendJoinRequestEmail', 'purgeTrash');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "sermons__status_idx";
  DROP INDEX "events__status_idx";
  ALTER TABLE "sermons" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "sermons" ALTER COLUMN "speaker" SET NOT NULL;
  ALTER TABLE "sermons" ALTER COLUMN "date" SET NOT NULL;
  ALTER TABLE "events" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "events" ALTER COLUMN "date" SET NOT NULL;
  ALTER TABLE "sermons" DROP COLUMN "_status";
  ALTER TABLE "events" DROP COLUMN "_status";
  DROP TYPE "public"."enum_sermons_status";
  DROP TYPE "public"."enum__sermons_v_version_status";
  DROP TYPE "public"."enum_events_status";
  DROP TYPE "public"."enum__events_v_version_status";`)
}
