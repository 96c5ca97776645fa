import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "groups" ADD COLUMN "deleted_by_id" integer;
  ALTER TABLE "groups" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "groups" ADD CONSTRAINT "groups_deleted_by_id_users_id_fk" FOREIGN KEY ("deleted_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "groups_deleted_by_idx" ON "groups" USING btree ("deleted_by_id");
  CREATE INDEX "groups_deleted_at_idx" ON "groups" USING btree ("deleted_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "groups" DROP CONSTRAINT "groups_deleted_by_id_users_id_fk";
  
  DROP INDEX "groups_deleted_by_idx";
  DROP INDEX "groups_deleted_at_idx";
  ALTER TABLE "groups" DROP COLUMN "deleted_by_id";
  ALTER TABLE "groups" DROP COLUMN "deleted_at";`)
}
