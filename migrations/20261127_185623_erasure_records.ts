import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "erasure_records" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"erased_by_id" integer,
  	"rows_deleted" numeric NOT NULL,
  	"rows_anonymised" numeric NOT NULL,
  	"details" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "erasure_records_id" integer;
  ALTER TABLE "erasure_records" ADD CONSTRAINT "erasure_records_erased_by_id_users_id_fk" FOREIGN KEY ("erased_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "erasure_records_erased_by_idx" ON "erasure_records" USING btree ("erased_by_id");
  CREATE INDEX "erasure_records_updated_at_idx" ON "erasure_records" USING btree ("updated_at");
  CREATE INDEX "erasure_records_created_at_idx" ON "erasure_records" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_erasure_records_fk" FOREIGN KEY ("erasure_records_id") REFERENCES "public"."erasure_records"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_erasure_records_id_idx" ON "payload_locked_documents_rels" USING btree ("erasure_records_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "erasure_records" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "erasure_records" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_erasure_records_fk";
  
  DROP INDEX "payload_locked_documents_rels_erasure_records_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "erasure_records_id";`)
}
