import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_sermon_files_kind" AS ENUM('audio', 'document');
  CREATE TABLE "sermon_files" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"filename" varchar NOT NULL,
  	"kind" "enum_sermon_files_kind" NOT NULL,
  	"sermon_id" integer,
  	"label" varchar,
  	"mime_type" varchar NOT NULL,
  	"bytes" numeric NOT NULL,
  	"seconds" numeric,
  	"bitrate" numeric,
  	"channels" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "sermon_files_id" integer;
  ALTER TABLE "sermon_files" ADD CONSTRAINT "sermon_files_sermon_id_sermons_id_fk" FOREIGN KEY ("sermon_id") REFERENCES "public"."sermons"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "sermon_files_filename_idx" ON "sermon_files" USING btree ("filename");
  CREATE INDEX "sermon_files_sermon_idx" ON "sermon_files" USING btree ("sermon_id");
  CREATE INDEX "sermon_files_updated_at_idx" ON "sermon_files" USING btree ("updated_at");
  CREATE INDEX "sermon_files_created_at_idx" ON "sermon_files" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_sermon_files_fk" FOREIGN KEY ("sermon_files_id") REFERENCES "public"."sermon_files"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_sermon_files_id_idx" ON "payload_locked_documents_rels" USING btree ("sermon_files_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_sermon_files_fk";
  ALTER TABLE "sermon_files" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "sermon_files" CASCADE;
  
  DROP INDEX "payload_locked_documents_rels_sermon_files_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "sermon_files_id";
  DROP TYPE "public"."enum_sermon_files_kind";`)
}
