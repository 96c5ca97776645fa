import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Sign-ups the spam checks flag are kept as `held`, with why (docs/registration.md#spam).
 */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TYPE "public"."enum_event_registrations_status" ADD VALUE 'held';
  CREATE TYPE "public"."enum_event_registrations_spam_reason" AS ENUM('honeypot', 'too-fast');
  ALTER TABLE "event_registrations" ADD COLUMN "spam_reason" "enum_event_registrations_spam_reason";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DELETE FROM "event_registrations" WHERE "status" = 'held';
  ALTER TABLE "event_registrations" ALTER COLUMN "status" SET DATA TYPE text;
  DROP TYPE "public"."enum_event_registrations_status";
  CREATE TYPE "public"."enum_event_registrations_status" AS ENUM('confirmed', 'waitlisted', 'cancelled');
  ALTER TABLE "event_registrations" ALTER COLUMN "status" SET DATA TYPE "public"."enum_event_registrations_status" USING "status"::"public"."enum_event_registrations_status";
  ALTER TABLE "event_registrations" DROP COLUMN "spam_reason";
  DROP TYPE "public"."enum_event_registrations_spam_reason";`)
}
