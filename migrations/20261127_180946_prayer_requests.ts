import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_prayer_requests_visibility" AS ENUM('pastoral', 'team', 'wall');
  CREATE TYPE "public"."enum_prayer_requests_status" AS ENUM('new', 'prayed', 'archived');
  ALTER TYPE "public"."enum_users_role" ADD VALUE 'prayer-team' BEFORE 'member';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendUrgentPrayerNotice';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendUrgentPrayerNotice';
  CREATE TABLE "prayer_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"anonymous" boolean DEFAULT false,
  	"name" varchar,
  	"email" varchar,
  	"request" varchar NOT NULL,
  	"visibility" "enum_prayer_requests_visibility" NOT NULL,
  	"urgent" boolean DEFAULT false,
  	"status" "enum_prayer_requests_status" DEFAULT 'new',
  	"wall_approved_at" timestamp(3) with time zone,
  	"wall_approved_by_id" integer,
  	"prayed_count" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "prayer_wall_prayers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"request_id" integer NOT NULL,
  	"visitor" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "prayer_requests_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "prayer_wall_prayers_id" integer;
  ALTER TABLE "site_config" ADD COLUMN "pastoral_email" varchar;
  ALTER TABLE "site_config" ADD COLUMN "prayer_wall_days" numeric DEFAULT 30;
  ALTER TABLE "prayer_requests" ADD CONSTRAINT "prayer_requests_wall_approved_by_id_users_id_fk" FOREIGN KEY ("wall_approved_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "prayer_wall_prayers" ADD CONSTRAINT "prayer_wall_prayers_request_id_prayer_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."prayer_requests"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "prayer_requests_visibility_idx" ON "prayer_requests" USING btree ("visibility");
  CREATE INDEX "prayer_requests_status_idx" ON "prayer_requests" USING btree ("status");
  CREATE INDEX "prayer_requests_wall_approved_at_idx" ON "prayer_requests" USING btree ("wall_approved_at");
  CREATE INDEX "prayer_requests_wall_approved_by_idx" ON "prayer_requests" USING btree ("wall_approved_by_id");
  CREATE INDEX "prayer_requests_updated_at_idx" ON "prayer_requests" USING btree ("updated_at");
  CREATE INDEX "prayer_requests_created_at_idx" ON "prayer_requests" USING btree ("created_at");
  CREATE INDEX "prayer_wall_prayers_request_idx" ON "prayer_wall_prayers" USING btree ("request_id");
  CREATE INDEX "prayer_wall_prayers_updated_at_idx" ON "prayer_wall_prayers" USING btree ("updated_at");
  CREATE INDEX "prayer_wall_prayers_created_at_idx" ON "prayer_wall_prayers" USING btree ("created_at");
  CREATE UNIQUE INDEX "request_visitor_idx" ON "prayer_wall_prayers" USING btree ("request_id","visitor");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_prayer_requests_fk" FOREIGN KEY ("prayer_requests_id") REFERENCES "public"."prayer_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_prayer_wall_prayers_fk" FOREIGN KEY ("prayer_wall_prayers_id") REFERENCES "public"."prayer_wall_prayers"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_prayer_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("prayer_requests_id");
  CREATE INDEX "payload_locked_documents_rels_prayer_wall_prayers_id_idx" ON "payload_locked_documents_rels" USING btree ("prayer_wall_prayers_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "prayer_requests" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "prayer_wall_prayers" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "prayer_requests" CASCADE;
  DROP TABLE "prayer_wall_prayers" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_prayer_requests_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_prayer_wall_prayers_fk";
  
  ALTER TABLE "users" ALTER COLUMN "role" SET DATA TYPE text;
  ALTER TABLE "users" ALTER COLUMN "role" SET DEFAULT 'member'::text;
  DROP TYPE "public"."enum_users_role";
  CREATE TYPE "public"."enum_users_role" AS ENUM('superuser', 'admin', 'member');
  ALTER TABLE "users" ALTER COLUMN "role" SET DEFAULT 'member'::"public"."enum_users_role";
  ALTER TABLE "users" ALTER COLUMN "role" SET DATA TYPE "public"."enum_users_role" USING "role"::"public"."enum_users_role";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendRecordEmails', 'sendNewsletterWelcome');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendRecordEmails', 'sendNewsletterWelcome');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_prayer_requests_id_idx";
  DROP INDEX "payload_locked_documents_rels_prayer_wall_prayers_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "prayer_requests_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "prayer_wall_prayers_id";
  ALTER TABLE "site_config" DROP COLUMN "pastoral_email";
  ALTER TABLE "site_config" DROP COLUMN "prayer_wall_days";
  DROP TYPE "public"."enum_prayer_requests_visibility";
  DROP TYPE "public"."enum_prayer_requests_status";`)
}
