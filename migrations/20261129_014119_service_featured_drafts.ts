import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Drafts and scheduled publishing for Sunday services and featured content (docs/publishing.md),
 * as 20261128_215748_sermon_event_drafts did for sermons and events: Payload's version tables and
 * the _status column. The job's name is already in the job-task enums, and publishing_schedule's
 * collection column is text, so neither changes.
 *
 * Existing rows are published (the column's default fills them, and the UPDATE says so). They get
 * no version rows: Payload takes an item with no version as its own latest version, so the first
 * save of an old item makes its first version (tests/int/drafts-services-featured.test.ts).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_sunday_services_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__sunday_services_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_featured_content_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__featured_content_v_version_type" AS ENUM('video', 'sermon', 'event');
  CREATE TYPE "public"."enum__featured_content_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "_sunday_services_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_date" varchar,
  	"version_time" varchar,
  	"version_location" varchar,
  	"version_youtube_url" varchar,
  	"version_is_live" boolean DEFAULT false,
  	"version_deleted_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version_deleted_at" timestamp(3) with time zone,
  	"version__status" "enum__sunday_services_v_version_status" DEFAULT 'published',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_featured_content_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_type" "enum__featured_content_v_version_type",
  	"version_content_id" varchar,
  	"version_youtube_url" varchar,
  	"version_title" varchar,
  	"version_description" varchar,
  	"version_is_active" boolean DEFAULT true,
  	"version_deleted_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version_deleted_at" timestamp(3) with time zone,
  	"version__status" "enum__featured_content_v_version_status" DEFAULT 'published',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  ALTER TABLE "sunday_services" ALTER COLUMN "date" DROP NOT NULL;
  ALTER TABLE "sunday_services" ALTER COLUMN "time" DROP NOT NULL;
  ALTER TABLE "featured_content" ALTER COLUMN "type" DROP NOT NULL;
  ALTER TABLE "featured_content" ALTER COLUMN "content_id" DROP NOT NULL;
  ALTER TABLE "sunday_services" ADD COLUMN "_status" "enum_sunday_services_status" DEFAULT 'published';
  ALTER TABLE "featured_content" ADD COLUMN "_status" "enum_featured_content_status" DEFAULT 'published';
  ALTER TABLE "_sunday_services_v" ADD CONSTRAINT "_sunday_services_v_parent_id_sunday_services_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."sunday_services"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_sunday_services_v" ADD CONSTRAINT "_sunday_services_v_version_deleted_by_id_users_id_fk" FOREIGN KEY ("version_deleted_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_featured_content_v" ADD CONSTRAINT "_featured_content_v_parent_id_featured_content_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."featured_content"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_featured_content_v" ADD CONSTRAINT "_featured_content_v_version_deleted_by_id_users_id_fk" FOREIGN KEY ("version_deleted_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "_sunday_services_v_parent_idx" ON "_sunday_services_v" USING btree ("parent_id");
  CREATE INDEX "_sunday_services_v_version_version_date_idx" ON "_sunday_services_v" USING btree ("version_date");
  CREATE INDEX "_sunday_services_v_version_version_deleted_by_idx" ON "_sunday_services_v" USING btree ("version_deleted_by_id");
  CREATE INDEX "_sunday_services_v_version_version_updated_at_idx" ON "_sunday_services_v" USING btree ("version_updated_at");
  CREATE INDEX "_sunday_services_v_version_version_created_at_idx" ON "_sunday_services_v" USING btree ("version_created_at");
  CREATE INDEX "_sunday_services_v_version_version_deleted_at_idx" ON "_sunday_services_v" USING btree ("version_deleted_at");
  CREATE INDEX "_sunday_services_v_version_version__status_idx" ON "_sunday_services_v" USING btree ("version__status");
  CREATE INDEX "_sunday_services_v_created_at_idx" ON "_sunday_services_v" USING btree ("created_at");
  CREATE INDEX "_sunday_services_v_updated_at_idx" ON "_sunday_services_v" USING btree ("updated_at");
  CREATE INDEX "_sunday_services_v_latest_idx" ON "_sunday_services_v" USING btree ("latest");
  CREATE INDEX "_featured_content_v_parent_idx" ON "_featured_content_v" USING btree ("parent_id");
  CREATE INDEX "_featured_content_v_version_version_is_active_idx" ON "_featured_content_v" USING btree ("version_is_active");
  CREATE INDEX "_featured_content_v_version_version_deleted_by_idx" ON "_featured_content_v" USING btree ("version_deleted_by_id");
  CREATE INDEX "_featured_content_v_version_version_updated_at_idx" ON "_featured_content_v" USING btree ("version_updated_at");
  CREATE INDEX "_featured_content_v_version_version_created_at_idx" ON "_featured_content_v" USING btree ("version_created_at");
  CREATE INDEX "_featured_content_v_version_version_deleted_at_idx" ON "_featured_content_v" USING btree ("version_deleted_at");
  CREATE INDEX "_featured_content_v_version_version__status_idx" ON "_featured_content_v" USING btree ("version__status");
  CREATE INDEX "_featured_content_v_created_at_idx" ON "_featured_content_v" USING btree ("created_at");
  CREATE INDEX "_featured_content_v_updated_at_idx" ON "_featured_content_v" USING btree ("updated_at");
  CREATE INDEX "_featured_content_v_latest_idx" ON "_featured_content_v" USING btree ("latest");
  CREATE INDEX "sunday_services__status_idx" ON "sunday_services" USING btree ("_status");
  CREATE INDEX "featured_content__status_idx" ON "featured_content" USING btree ("_status");
  UPDATE "sunday_services" SET "_status" = 'published' WHERE "_status" IS NULL;
  UPDATE "featured_content" SET "_status" = 'published' WHERE "_status" IS NULL;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DELETE FROM "publishing_schedule"
    WHERE "collection" IN ('sunday-services', 'featured-content');
   ALTER TABLE "_sunday_services_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_featured_content_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "_sunday_services_v" CASCADE;
  DROP TABLE "_featured_content_v" CASCADE;
  DROP INDEX "sunday_services__status_idx";
  DROP INDEX "featured_content__status_idx";
  ALTER TABLE "sunday_services" ALTER COLUMN "date" SET NOT NULL;
  ALTER TABLE "sunday_services" ALTER COLUMN "time" SET NOT NULL;
  ALTER TABLE "featured_content" ALTER COLUMN "type" SET NOT NULL;
  ALTER TABLE "featured_content" ALTER COLUMN "content_id" SET NOT NULL;
  ALTER TABLE "sunday_services" DROP COLUMN "_status";
  ALTER TABLE "featured_content" DROP COLUMN "_status";
  DROP TYPE "public"."enum_sunday_services_status";
  DROP TYPE "public"."enum__sunday_services_v_version_status";
  DROP TYPE "public"."enum_featured_content_status";
  DROP TYPE "public"."enum__featured_content_v_version_type";
  DROP TYPE "public"."enum__featured_content_v_version_status";`)
}
