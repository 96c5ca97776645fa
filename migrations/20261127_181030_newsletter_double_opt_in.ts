import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendNewsletterConfirmation' BEFORE 'sendNewsletterWelcome';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'removeUnconfirmedSubscribers';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendNewsletterConfirmation' BEFORE 'sendNewsletterWelcome';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'removeUnconfirmedSubscribers';
  CREATE TABLE "payload_jobs_stats" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"stats" jsonb,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "newsletter_subscribers" ADD COLUMN "consent_source" varchar;
  ALTER TABLE "newsletter_subscribers" ADD COLUMN "pending_since" timestamp(3) with time zone;
  ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirmed_at" timestamp(3) with time zone;
  ALTER TABLE "newsletter_subscribers" ADD COLUMN "unsubscribed_at" timestamp(3) with time zone;
  ALTER TABLE "payload_jobs" ADD COLUMN "meta" jsonb;
  CREATE INDEX "newsletter_subscribers_pending_since_idx" ON "newsletter_subscribers" USING btree ("pending_since");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payload_jobs_stats" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "payload_jobs_stats" CASCADE;
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendRecordEmails', 'sendNewsletterWelcome');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendRecordEmails', 'sendNewsletterWelcome');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "newsletter_subscribers_pending_since_idx";
  ALTER TABLE "newsletter_subscribers" DROP COLUMN "consent_source";
  ALTER TABLE "newsletter_subscribers" DROP COLUMN "pending_since";
  ALTER TABLE "newsletter_subscribers" DROP COLUMN "confirmed_at";
  ALTER TABLE "newsletter_subscribers" DROP COLUMN "unsubscribed_at";
  ALTER TABLE "payload_jobs" DROP COLUMN "meta";`)
}
