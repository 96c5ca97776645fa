import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "sermons" ADD COLUMN "changed_by_id" integer;
  ALTER TABLE "_sermons_v" ADD COLUMN "version_changed_by_id" integer;
  ALTER TABLE "events" ADD COLUMN "changed_by_id" integer;
  ALTER TABLE "_events_v" ADD COLUMN "version_changed_by_id" integer;
  ALTER TABLE "sermons" ADD CONSTRAINT "sermons_changed_by_id_users_id_fk" FOREIGN KEY ("changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_sermons_v" ADD CONSTRAINT "_sermons_v_version_changed_by_id_users_id_fk" FOREIGN KEY ("version_changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "events" ADD CONSTRAINT "events_changed_by_id_users_id_fk" FOREIGN KEY ("changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_events_v" ADD CONSTRAINT "_events_v_version_changed_by_id_users_id_fk" FOREIGN KEY ("version_changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "sermons_changed_by_idx" ON "sermons" USING btree ("changed_by_id");
  CREATE INDEX "_sermons_v_version_version_changed_by_idx" ON "_sermons_v" USING btree ("version_changed_by_id");
  CREATE INDEX "events_changed_by_idx" ON "events" USING btree ("changed_by_id");
  CREATE INDEX "_events_v_version_version_changed_by_idx" ON "_events_v" USING btree ("version_changed_by_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "sermons" DROP CONSTRAINT "sermons_changed_by_id_users_id_fk";
  
  ALTER TABLE "_sermons_v" DROP CONSTRAINT "_sermons_v_version_changed_by_id_users_id_fk";
  
  ALTER TABLE "events" DROP CONSTRAINT "events_changed_by_id_users_id_fk";
  
  ALTER TABLE "_events_v" DROP CONSTRAINT "_events_v_version_changed_by_id_users_id_fk";
  
  DROP INDEX "sermons_changed_by_idx";
  DROP INDEX "_sermons_v_version_version_changed_by_idx";
  DROP INDEX "events_changed_by_idx";
  DROP INDEX "_events_v_version_version_changed_by_idx";
  ALTER TABLE "sermons" DROP COLUMN "changed_by_id";
  ALTER TABLE "_sermons_v" DROP COLUMN "version_changed_by_id";
  ALTER TABLE "events" DROP COLUMN "changed_by_id";
  ALTER TABLE "_events_v" DROP COLUMN "version_changed_by_id";`)
}
