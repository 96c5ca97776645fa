import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Who saved each version of the settings, the service times and the page texts (History names
// them), as version_authors did for the collections.

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_config" ADD COLUMN "changed_by_id" integer;
  ALTER TABLE "_site_config_v" ADD COLUMN "version_changed_by_id" integer;
  ALTER TABLE "service_times" ADD COLUMN "changed_by_id" integer;
  ALTER TABLE "_service_times_v" ADD COLUMN "version_changed_by_id" integer;
  ALTER TABLE "page_texts" ADD COLUMN "changed_by_id" integer;
  ALTER TABLE "_page_texts_v" ADD COLUMN "version_changed_by_id" integer;
  ALTER TABLE "site_config" ADD CONSTRAINT "site_config_changed_by_id_users_id_fk" FOREIGN KEY ("changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_site_config_v" ADD CONSTRAINT "_site_config_v_version_changed_by_id_users_id_fk" FOREIGN KEY ("version_changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "service_times" ADD CONSTRAINT "service_times_changed_by_id_users_id_fk" FOREIGN KEY ("changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_service_times_v" ADD CONSTRAINT "_service_times_v_version_changed_by_id_users_id_fk" FOREIGN KEY ("version_changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "page_texts" ADD CONSTRAINT "page_texts_changed_by_id_users_id_fk" FOREIGN KEY ("changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_page_texts_v" ADD CONSTRAINT "_page_texts_v_version_changed_by_id_users_id_fk" FOREIGN KEY ("version_changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "site_config_changed_by_idx" ON "site_config" USING btree ("changed_by_id");
  CREATE INDEX "_site_config_v_version_version_changed_by_idx" ON "_site_config_v" USING btree ("version_changed_by_id");
  CREATE INDEX "service_times_changed_by_idx" ON "service_times" USING btree ("changed_by_id");
  CREATE INDEX "_service_times_v_version_version_changed_by_idx" ON "_service_times_v" USING btree ("version_changed_by_id");
  CREATE INDEX "page_texts_changed_by_idx" ON "page_texts" USING btree ("changed_by_id");
  CREATE INDEX "_page_texts_v_version_version_changed_by_idx" ON "_page_texts_v" USING btree ("version_changed_by_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_config" DROP CONSTRAINT "site_config_changed_by_id_users_id_fk";
  
  ALTER TABLE "_site_config_v" DROP CONSTRAINT "_site_config_v_version_changed_by_id_users_id_fk";
  
  ALTER TABLE "service_times" DROP CONSTRAINT "service_times_changed_by_id_users_id_fk";
  
  ALTER TABLE "_service_times_v" DROP CONSTRAINT "_service_times_v_version_changed_by_id_users_id_fk";
  
  ALTER TABLE "page_texts" DROP CONSTRAINT "page_texts_changed_by_id_users_id_fk";
  
  ALTER TABLE "_page_texts_v" DROP CONSTRAINT "_page_texts_v_version_changed_by_id_users_id_fk";
  
  DROP INDEX "site_config_changed_by_idx";
  DROP INDEX "_site_config_v_version_version_changed_by_idx";
  DROP INDEX "service_times_changed_by_idx";
  DROP INDEX "_service_times_v_version_version_changed_by_idx";
  DROP INDEX "page_texts_changed_by_idx";
  DROP INDEX "_page_texts_v_version_version_changed_by_idx";
  ALTER TABLE "site_config" DROP COLUMN "changed_by_id";
  ALTER TABLE "_site_config_v" DROP COLUMN "version_changed_by_id";
  ALTER TABLE "service_times" DROP COLUMN "changed_by_id";
  ALTER TABLE "_service_times_v" DROP COLUMN "version_changed_by_id";
  ALTER TABLE "page_texts" DROP COLUMN "changed_by_id";
  ALTER TABLE "_page_texts_v" DROP COLUMN "version_changed_by_id";`)
}
