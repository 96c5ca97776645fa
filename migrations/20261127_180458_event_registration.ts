import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_event_registrations_status" AS ENUM('confirmed', 'waitlisted', 'cancelled');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendRegistrationEmail';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendRegistrationEmail';
  CREATE TABLE "event_registrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"event_id" integer NOT NULL,
  	"occurrence" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"phone" varchar,
  	"people" numeric DEFAULT 1 NOT NULL,
  	"answers" jsonb,
  	"status" "enum_event_registrations_status" NOT NULL,
  	"promoted_at" timestamp(3) with time zone,
  	"cancelled_at" timestamp(3) with time zone,
  	"checked_in_at" timestamp(3) with time zone,
  	"reminder_sent_at" timestamp(3) with time zone,
  	"cancel_nonce" varchar NOT NULL,
  	"added_by_staff" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "events" ADD COLUMN "registration_enabled" boolean DEFAULT false;
  ALTER TABLE "events" ADD COLUMN "registration_capacity" numeric;
  ALTER TABLE "events" ADD COLUMN "registration_waitlist" boolean DEFAULT true;
  ALTER TABLE "events" ADD COLUMN "registration_closes_at" timestamp(3) with time zone;
  ALTER TABLE "events" ADD COLUMN "registration_max_people" numeric DEFAULT 10;
  ALTER TABLE "events" ADD COLUMN "registration_reminder_hours" numeric DEFAULT 24;
  ALTER TABLE "events" ADD COLUMN "registration_questions" jsonb;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "event_registrations_id" integer;
  ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "event_registrations_event_idx" ON "event_registrations" USING btree ("event_id");
  CREATE INDEX "event_registrations_occurrence_idx" ON "event_registrations" USING btree ("occurrence");
  CREATE INDEX "event_registrations_email_idx" ON "event_registrations" USING btree ("email");
  CREATE INDEX "event_registrations_status_idx" ON "event_registrations" USING btree ("status");
  CREATE INDEX "event_registrations_updated_at_idx" ON "event_registrations" USING btree ("updated_at");
  CREATE INDEX "event_registrations_created_at_idx" ON "event_registrations" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_event_registrations_fk" FOREIGN KEY ("event_registrations_id") REFERENCES "public"."event_registrations"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_event_registrations_id_idx" ON "payload_locked_documents_rels" USING btree ("event_registrations_id");`)
  await placesAndCascade(db)
}

/**
 * Written by hand, beside what Payload generates (docs/registration.md):
 * - the places taken per occurrence, the one row a sign-up claims with a conditional UPDATE, so
 *   the count is right under concurrent sign-ups (src/server/registrations/places.ts);
 * - an event's registrations go with it (Payload would set the required event to null);
 * - the roster's and the waitlist's lookup: one occurrence's registrations in order.
 */
const placesAndCascade = async (db: MigrateUpArgs['db']) => {
  await db.execute(sql`
  CREATE TABLE "event_registration_places" (
    "event_id" integer NOT NULL REFERENCES "public"."events"("id") ON DELETE cascade,
    "occurrence" varchar NOT NULL,
    "taken" integer NOT NULL DEFAULT 0 CHECK ("taken" >= 0),
    PRIMARY KEY ("event_id", "occurrence")
  );
  ALTER TABLE "event_registrations" DROP CONSTRAINT "event_registrations_event_id_events_id_fk";
  ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "event_registrations_occurrence_queue_idx" ON "event_registrations" USING btree ("event_id", "occurrence", "status", "created_at");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE "event_registration_places"`)
  await db.execute(sql`
   ALTER TABLE "event_registrations" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "event_registrations" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_event_registrations_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendRecordEmails', 'sendNewsletterWelcome');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendRecordEmails', 'sendNewsletterWelcome');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_event_registrations_id_idx";
  ALTER TABLE "events" DROP COLUMN "registration_enabled";
  ALTER TABLE "events" DROP COLUMN "registration_capacity";
  ALTER TABLE "events" DROP COLUMN "registration_waitlist";
  ALTER TABLE "events" DROP COLUMN "registration_closes_at";
  ALTER TABLE "events" DROP COLUMN "registration_max_people";
  ALTER TABLE "events" DROP COLUMN "registration_reminder_hours";
  ALTER TABLE "events" DROP COLUMN "registration_questions";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "event_registrations_id";
  DROP TYPE "public"."enum_event_registrations_status";`)
}
