import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'applyRetention';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'applyRetention';
  CREATE TABLE "privacy_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"contact_messages_months" numeric DEFAULT 24 NOT NULL,
  	"visitor_requests_months" numeric DEFAULT 24 NOT NULL,
  	"registrations_months" numeric DEFAULT 12 NOT NULL,
  	"prayer_requests_months" numeric DEFAULT 6 NOT NULL,
  	"outbox_days" numeric DEFAULT 90 NOT NULL,
  	"privacy_mode" boolean DEFAULT false,
  	"page_text" varchar,
  	"retention_run_day" varchar,
  	"retention_last_run_at" timestamp(3) with time zone,
  	"retention_last_result" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );

  -- The one row, with the defaults, exists from the start: the daily retention job claims its
  -- day on it with one UPDATE, so two instances never both create it (docs/privacy.md).
  INSERT INTO "privacy_settings" ("updated_at", "created_at") VALUES (now(), now());`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "privacy_settings" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "privacy_settings" CASCADE;
  DELETE FROM "payload_jobs_log" WHERE "task_slug" = 'applyRetention';
  DELETE FROM "payload_jobs" WHERE "task_slug" = 'applyRetention';
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendRecordEmails', 'sendNewsletterConfirmation', 'sendNewsletterWelcome', 'removeUnconfirmedSubscribers', 'purgeSpam', 'sendUrgentPrayerNotice', 'cleanAbandonedSermonUploads', 'sendRegistrationEmail');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendRecordEmails', 'sendNewsletterConfirmation', 'sendNewsletterWelcome', 'removeUnconfirmedSubscribers', 'purgeSpam', 'sendUrgentPrayerNotice', 'cleanAbandonedSermonUploads', 'sendRegistrationEmail');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";`)
}
