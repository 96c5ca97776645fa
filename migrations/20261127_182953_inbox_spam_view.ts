import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_contact_messages_spam_reason" AS ENUM('honeypot', 'too-fast');
  CREATE TYPE "public"."enum_visitor_requests_spam_reason" AS ENUM('honeypot', 'too-fast');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'purgeSpam';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'purgeSpam';
  ALTER TABLE "contact_messages" ADD COLUMN "spam" boolean DEFAULT false;
  ALTER TABLE "contact_messages" ADD COLUMN "spam_reason" "enum_contact_messages_spam_reason";
  ALTER TABLE "visitor_requests" ADD COLUMN "spam" boolean DEFAULT false;
  ALTER TABLE "visitor_requests" ADD COLUMN "spam_reason" "enum_visitor_requests_spam_reason";
  CREATE INDEX "contact_messages_spam_idx" ON "contact_messages" USING btree ("spam");
  CREATE INDEX "visitor_requests_spam_idx" ON "visitor_requests" USING btree ("spam");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendRecordEmails', 'sendNewsletterConfirmation', 'sendNewsletterWelcome', 'removeUnconfirmedSubscribers');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendRecordEmails', 'sendNewsletterConfirmation', 'sendNewsletterWelcome', 'removeUnconfirmedSubscribers');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "contact_messages_spam_idx";
  DROP INDEX "visitor_requests_spam_idx";
  ALTER TABLE "contact_messages" DROP COLUMN "spam";
  ALTER TABLE "contact_messages" DROP COLUMN "spam_reason";
  ALTER TABLE "visitor_requests" DROP COLUMN "spam";
  ALTER TABLE "visitor_requests" DROP COLUMN "spam_reason";
  DROP TYPE "public"."enum_contact_messages_spam_reason";
  DROP TYPE "public"."enum_visitor_requests_spam_reason";`)
}
