import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "sermons" ADD COLUMN "deleted_by_id" integer;
  ALTER TABLE "sermons" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "events" ADD COLUMN "deleted_by_id" integer;
  ALTER TABLE "events" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "sunday_services" ADD COLUMN "deleted_by_id" integer;
  ALTER TABLE "sunday_services" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "live_streams" ADD COLUMN "deleted_by_id" integer;
  ALTER TABLE "live_streams" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "featured_content" ADD COLUMN "deleted_by_id" integer;
  ALTER TABLE "featured_content" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "privacy_settings" ADD COLUMN "trash_days" numeric DEFAULT 30 NOT NULL;
  ALTER TABLE "sermons" ADD CONSTRAINT "sermons_deleted_by_id_users_id_fk" FOREIGN KEY ("deleted_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "events" ADD CONSTRAINT "events_deleted_by_id_users_id_fk" FOREIGN KEY ("deleted_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sunday_services" ADD CONSTRAINT "sunday_services_deleted_by_id_users_id_fk" FOREIGN KEY ("deleted_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "live_streams" ADD CONSTRAINT "live_streams_deleted_by_id_users_id_fk" FOREIGN KEY ("deleted_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "featured_content" ADD CONSTRAINT "featured_content_deleted_by_id_users_id_fk" FOREIGN KEY ("deleted_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "sermons_deleted_by_idx" ON "sermons" USING btree ("deleted_by_id");
  CREATE INDEX "sermons_deleted_at_idx" ON "sermons" USING btree ("deleted_at");
  CREATE INDEX "events_deleted_by_idx" ON "events" USING btree ("deleted_by_id");
  CREATE INDEX "events_deleted_at_idx" ON "events" USING btree ("deleted_at");
  CREATE INDEX "sunday_services_deleted_by_idx" ON "sunday_services" USING btree ("deleted_by_id");
  CREATE INDEX "sunday_services_deleted_at_idx" ON "sunday_services" USING btree ("deleted_at");
  CREATE INDEX "live_streams_deleted_by_idx" ON "live_streams" USING btree ("deleted_by_id");
  CREATE INDEX "live_streams_deleted_at_idx" ON "live_streams" USING btree ("deleted_at");
  CREATE INDEX "featured_content_deleted_by_idx" ON "featured_content" USING btree ("deleted_by_id");
  CREATE INDEX "featured_content_deleted_at_idx" ON "featured_content" USING btree ("deleted_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "sermons" DROP CONSTRAINT "sermons_deleted_by_id_users_id_fk";
  
  ALTER TABLE "events" DROP CONSTRAINT "events_deleted_by_id_users_id_fk";
  
  ALTER TABLE "sunday_services" DROP CONSTRAINT "sunday_services_deleted_by_id_users_id_fk";
  
  ALTER TABLE "live_streams" DROP CONSTRAINT "live_streams_deleted_by_id_users_id_fk";
  
  ALTER TABLE "featured_content" DROP CONSTRAINT "featured_content_deleted_by_id_users_id_fk";
  
  DROP INDEX "sermons_deleted_by_idx";
  DROP INDEX "sermons_deleted_at_idx";
  DROP INDEX "events_deleted_by_idx";
  DROP INDEX "events_deleted_at_idx";
  DROP INDEX "sunday_services_deleted_by_idx";
  DROP INDEX "sunday_services_deleted_at_idx";
  DROP INDEX "live_streams_deleted_by_idx";
  DROP INDEX "live_streams_deleted_at_idx";
  DROP INDEX "featured_content_deleted_by_idx";
  DROP INDEX "featured_content_deleted_at_idx";
  ALTER TABLE "sermons" DROP COLUMN "deleted_by_id";
  ALTER TABLE "sermons" DROP COLUMN "deleted_at";
  ALTER TABLE "events" DROP COLUMN "deleted_by_id";
  ALTER TABLE "events" DROP COLUMN "deleted_at";
  ALTER TABLE "sunday_services" DROP COLUMN "deleted_by_id";
  ALTER TABLE "sunday_services" DROP COLUMN "deleted_at";
  ALTER TABLE "live_streams" DROP COLUMN "deleted_by_id";
  ALTER TABLE "live_streams" DROP COLUMN "deleted_at";
  ALTER TABLE "featured_content" DROP COLUMN "deleted_by_id";
  ALTER TABLE "featured_content" DROP COLUMN "deleted_at";
  ALTER TABLE "privacy_settings" DROP COLUMN "trash_days";`)
}
