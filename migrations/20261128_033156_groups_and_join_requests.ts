import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_group_join_requests_status" AS ENUM('new', 'contacted', 'joined', 'declined');
  CREATE TYPE "public"."enum_group_join_requests_spam_reason" AS ENUM('honeypot', 'too-fast');
  CREATE TYPE "public"."enum_groups_category" AS ENUM('small-group', 'bible-study', 'ministry', 'class');
  CREATE TYPE "public"."enum_groups_meeting_day" AS ENUM('MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU');
  CREATE TYPE "public"."enum_groups_status" AS ENUM('open', 'full', 'closed');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendJoinRequestEmail';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendJoinRequestEmail';
  CREATE TABLE "group_join_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"group_id" integer NOT NULL,
  	"name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"phone" varchar,
  	"message" varchar,
  	"status" "enum_group_join_requests_status" DEFAULT 'new',
  	"spam" boolean DEFAULT false,
  	"spam_reason" "enum_group_join_requests_spam_reason",
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "groups_leaders" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"user_id" integer,
  	"name" varchar,
  	"email" varchar
  );
  
  CREATE TABLE "groups" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"slug" varchar,
  	"description" varchar,
  	"category" "enum_groups_category" DEFAULT 'small-group' NOT NULL,
  	"meeting_day" "enum_groups_meeting_day",
  	"meeting_time" varchar,
  	"meeting_rule" varchar,
  	"area" varchar,
  	"childcare" boolean DEFAULT false,
  	"status" "enum_groups_status" DEFAULT 'open' NOT NULL,
  	"image_url" varchar,
  	"featured" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "group_join_requests_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "groups_id" integer;
  ALTER TABLE "privacy_settings" ADD COLUMN "group_join_requests_months" numeric DEFAULT 12 NOT NULL;
  ALTER TABLE "group_join_requests" ADD CONSTRAINT "group_join_requests_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "groups_leaders" ADD CONSTRAINT "groups_leaders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "groups_leaders" ADD CONSTRAINT "groups_leaders_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "group_join_requests_group_idx" ON "group_join_requests" USING btree ("group_id");
  CREATE INDEX "group_join_requests_email_idx" ON "group_join_requests" USING btree ("email");
  CREATE INDEX "group_join_requests_status_idx" ON "group_join_requests" USING btree ("status");
  CREATE INDEX "group_join_requests_spam_idx" ON "group_join_requests" USING btree ("spam");
  CREATE INDEX "group_join_requests_updated_at_idx" ON "group_join_requests" USING btree ("updated_at");
  CREATE INDEX "group_join_requests_created_at_idx" ON "group_join_requests" USING btree ("created_at");
  CREATE INDEX "groups_leaders_order_idx" ON "groups_leaders" USING btree ("_order");
  CREATE INDEX "groups_leaders_parent_id_idx" ON "groups_leaders" USING btree ("_parent_id");
  CREATE INDEX "groups_leaders_user_idx" ON "groups_leaders" USING btree ("user_id");
  CREATE UNIQUE INDEX "groups_slug_idx" ON "groups" USING btree ("slug");
  CREATE INDEX "groups_category_idx" ON "groups" USING btree ("category");
  CREATE INDEX "groups_meeting_day_idx" ON "groups" USING btree ("meeting_day");
  CREATE INDEX "groups_area_idx" ON "groups" USING btree ("area");
  CREATE INDEX "groups_status_idx" ON "groups" USING btree ("status");
  CREATE INDEX "groups_featured_idx" ON "groups" USING btree ("featured");
  CREATE INDEX "groups_updated_at_idx" ON "groups" USING btree ("updated_at");
  CREATE INDEX "groups_created_at_idx" ON "groups" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_group_join_requests_fk" FOREIGN KEY ("group_join_requests_id") REFERENCES "public"."group_join_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_groups_fk" FOREIGN KEY ("groups_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_group_join_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("group_join_requests_id");
  CREATE INDEX "payload_locked_documents_rels_groups_id_idx" ON "payload_locked_documents_rels" USING btree ("groups_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "group_join_requests" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "groups_leaders" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "groups" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "group_join_requests" CASCADE;
  DROP TABLE "groups_leaders" CASCADE;
  DROP TABLE "groups" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_group_join_requests_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_groups_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendRecordEmails', 'sendNewsletterConfirmation', 'sendNewsletterWelcome', 'removeUnconfirmedSubscribers', 'purgeSpam', 'applyRetention', 'sendUrgentPrayerNotice', 'cleanAbandonedSermonUploads', 'sendRegistrationEmail');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendRecordEmails', 'sendNewsletterConfirmation', 'sendNewsletterWelcome', 'removeUnconfirmedSubscribers', 'purgeSpam', 'applyRetention', 'sendUrgentPrayerNotice', 'cleanAbandonedSermonUploads', 'sendRegistrationEmail');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_group_join_requests_id_idx";
  DROP INDEX "payload_locked_documents_rels_groups_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "group_join_requests_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "groups_id";
  ALTER TABLE "privacy_settings" DROP COLUMN "group_join_requests_months";
  DROP TYPE "public"."enum_group_join_requests_status";
  DROP TYPE "public"."enum_group_join_requests_spam_reason";
  DROP TYPE "public"."enum_groups_category";
  DROP TYPE "public"."enum_groups_meeting_day";
  DROP TYPE "public"."enum_groups_status";`)
}
