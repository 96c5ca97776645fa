import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * The trash's hourly purge task (`purgeTrash`) needs its name in the job-task enums: the trash
 * migration was generated before the task existed, so scheduling it failed on a migrated
 * database. The trash and groups migrations were also generated on separate branches; the
 * snapshot beside this file is the merged schema, so the next `migrate:create` diffs against it.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'purgeTrash';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'purgeTrash';`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DELETE FROM "payload_jobs" WHERE "task_slug" = 'purgeTrash';
  DELETE FROM "payload_jobs_log" WHERE "task_slug" = 'purgeTrash';
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendRecordEmails', 'sendNewsletterConfirmation', 'sendNewsletterWelcome', 'removeUnconfirmedSubscribers', 'purgeSpam', 'applyRetention', 'sendUrgentPrayerNotice', 'cleanAbandonedSermonUploads', 'sendRegistrationEmail', 'sendJoinRequestEmail');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendRecordEmails', 'sendNewsletterConfirmation', 'sendNewsletterWelcome', 'removeUnconfirmedSubscribers', 'purgeSpam', 'applyRetention', 'sendUrgentPrayerNotice', 'cleanAbandonedSermonUploads', 'sendRegistrationEmail', 'sendJoinRequestEmail');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";`)
}
