import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_contact_messages_email_delivery_status" AS ENUM('queued', 'sent', 'failed', 'skipped');
  CREATE TYPE "public"."enum_visitor_requests_email_delivery_status" AS ENUM('queued', 'sent', 'failed', 'skipped');
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendRecordEmails', 'sendNewsletterWelcome');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendRecordEmails', 'sendNewsletterWelcome');
  CREATE TABLE "payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "payload_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "contact_messages" ADD COLUMN "email_delivery_status" "enum_contact_messages_email_delivery_status";
  ALTER TABLE "contact_messages" ADD COLUMN "email_delivery_error" varchar;
  ALTER TABLE "contact_messages" ADD COLUMN "email_delivery_attempts" numeric DEFAULT 0;
  ALTER TABLE "contact_messages" ADD COLUMN "email_delivery_retrying" boolean DEFAULT false;
  ALTER TABLE "contact_messages" ADD COLUMN "email_delivery_changed_at" timestamp(3) with time zone;
  ALTER TABLE "contact_messages" ADD COLUMN "email_delivery_round" numeric DEFAULT 0;
  ALTER TABLE "contact_messages" ADD COLUMN "email_delivery_notice_sent" boolean DEFAULT false;
  ALTER TABLE "contact_messages" ADD COLUMN "email_delivery_reply_sent" boolean DEFAULT false;
  ALTER TABLE "visitor_requests" ADD COLUMN "email_delivery_status" "enum_visitor_requests_email_delivery_status";
  ALTER TABLE "visitor_requests" ADD COLUMN "email_delivery_error" varchar;
  ALTER TABLE "visitor_requests" ADD COLUMN "email_delivery_attempts" numeric DEFAULT 0;
  ALTER TABLE "visitor_requests" ADD COLUMN "email_delivery_retrying" boolean DEFAULT false;
  ALTER TABLE "visitor_requests" ADD COLUMN "email_delivery_changed_at" timestamp(3) with time zone;
  ALTER TABLE "visitor_requests" ADD COLUMN "email_delivery_round" numeric DEFAULT 0;
  ALTER TABLE "visitor_requests" ADD COLUMN "email_delivery_notice_sent" boolean DEFAULT false;
  ALTER TABLE "visitor_requests" ADD COLUMN "email_delivery_reply_sent" boolean DEFAULT false;
  ALTER TABLE "site_config" ADD COLUMN "newsletter_welcome_enabled" boolean DEFAULT true;
  ALTER TABLE "site_config" ADD COLUMN "newsletter_welcome_subject" varchar DEFAULT 'Welcome to the [Church Name] newsletter';
  ALTER TABLE "site_config" ADD COLUMN "newsletter_welcome_message" varchar DEFAULT 'Thank you for subscribing to the [Church Name] newsletter. We will keep you up to date with news and events.
  
  If you did not sign up, you can ignore this email.';
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_jobs_log_order_idx" ON "payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "payload_jobs" USING btree ("created_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  ALTER TABLE "contact_messages" DROP COLUMN "email_delivery_status";
  ALTER TABLE "contact_messages" DROP COLUMN "email_delivery_error";
  ALTER TABLE "contact_messages" DROP COLUMN "email_delivery_attempts";
  ALTER TABLE "contact_messages" DROP COLUMN "email_delivery_retrying";
  ALTER TABLE "contact_messages" DROP COLUMN "email_delivery_changed_at";
  ALTER TABLE "contact_messages" DROP COLUMN "email_delivery_round";
  ALTER TABLE "contact_messages" DROP COLUMN "email_delivery_notice_sent";
  ALTER TABLE "contact_messages" DROP COLUMN "email_delivery_reply_sent";
  ALTER TABLE "visitor_requests" DROP COLUMN "email_delivery_status";
  ALTER TABLE "visitor_requests" DROP COLUMN "email_delivery_error";
  ALTER TABLE "visitor_requests" DROP COLUMN "email_delivery_attempts";
  ALTER TABLE "visitor_requests" DROP COLUMN "email_delivery_retrying";
  ALTER TABLE "visitor_requests" DROP COLUMN "email_delivery_changed_at";
  ALTER TABLE "visitor_requests" DROP COLUMN "email_delivery_round";
  ALTER TABLE "visitor_requests" DROP COLUMN "email_delivery_notice_sent";
  ALTER TABLE "visitor_requests" DROP COLUMN "email_delivery_reply_sent";
  ALTER TABLE "site_config" DROP COLUMN "newsletter_welcome_enabled";
  ALTER TABLE "site_config" DROP COLUMN "newsletter_welcome_subject";
  ALTER TABLE "site_config" DROP COLUMN "newsletter_welcome_message";
  DROP TYPE "public"."enum_contact_messages_email_delivery_status";
  DROP TYPE "public"."enum_visitor_requests_email_delivery_status";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";`)
}
