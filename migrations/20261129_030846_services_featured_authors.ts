import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Who saved each version, for the Sunday services and featured content: their drafts and the
// version authors were built on separate branches (version_authors covered sermons and events).
// The snapshot (.json) is the merged schema's.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "sunday_services" ADD COLUMN "changed_by_id" integer;
  ALTER TABLE "_sunday_services_v" ADD COLUMN "version_changed_by_id" integer;
  ALTER TABLE "featured_content" ADD COLUMN "changed_by_id" integer;
  ALTER TABLE "_featured_content_v" ADD COLUMN "version_changed_by_id" integer;
  ALTER TABLE "sunday_services" ADD CONSTRAINT "sunday_services_changed_by_id_users_id_fk" FOREIGN KEY ("changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_sunday_services_v" ADD CONSTRAINT "_sunday_services_v_version_changed_by_id_users_id_fk" FOREIGN KEY ("version_changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "featured_content" ADD CONSTRAINT "featured_content_changed_by_id_users_id_fk" FOREIGN KEY ("changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_featured_content_v" ADD CONSTRAINT "_featured_content_v_version_changed_by_id_users_id_fk" FOREIGN KEY ("version_changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "sunday_services_changed_by_idx" ON "sunday_services" USING btree ("changed_by_id");
  CREATE INDEX "_sunday_services_v_version_version_changed_by_idx" ON "_sunday_services_v" USING btree ("version_changed_by_id");
  CREATE INDEX "featured_content_changed_by_idx" ON "featured_content" USING btree ("changed_by_id");
  CREATE INDEX "_featured_content_v_version_version_changed_by_idx" ON "_featured_content_v" USING btree ("version_changed_by_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "sunday_services" DROP CONSTRAINT "sunday_services_changed_by_id_users_id_fk";
  ALTER TABLE "_sunday_services_v" DROP CONSTRAINT "_sunday_services_v_version_changed_by_id_users_id_fk";
  ALTER TABLE "featured_content" DROP CONSTRAINT "featured_content_changed_by_id_users_id_fk";
  ALTER TABLE "_featured_content_v" DROP CONSTRAINT "_featured_content_v_version_changed_by_id_users_id_fk";
  DROP INDEX "sunday_services_changed_by_idx";
  DROP INDEX "_sunday_services_v_version_version_changed_by_idx";
  DROP INDEX "featured_content_changed_by_idx";
  DROP INDEX "_featured_content_v_version_version_changed_by_idx";
  ALTER TABLE "sunday_services" DROP COLUMN "changed_by_id";
  ALTER TABLE "_sunday_services_v" DROP COLUMN "version_changed_by_id";
  ALTER TABLE "featured_content" DROP COLUMN "changed_by_id";
  ALTER TABLE "_featured_content_v" DROP COLUMN "version_changed_by_id";`)
}
