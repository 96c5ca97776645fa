import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "sermon_series" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"slug" varchar,
  	"description" varchar,
  	"artwork_url" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "speakers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"slug" varchar,
  	"description" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "sermon_series_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "speakers_id" integer;
  CREATE UNIQUE INDEX "sermon_series_name_idx" ON "sermon_series" USING btree ("name");
  CREATE UNIQUE INDEX "sermon_series_slug_idx" ON "sermon_series" USING btree ("slug");
  CREATE INDEX "sermon_series_updated_at_idx" ON "sermon_series" USING btree ("updated_at");
  CREATE INDEX "sermon_series_created_at_idx" ON "sermon_series" USING btree ("created_at");
  CREATE UNIQUE INDEX "speakers_name_idx" ON "speakers" USING btree ("name");
  CREATE UNIQUE INDEX "speakers_slug_idx" ON "speakers" USING btree ("slug");
  CREATE INDEX "speakers_updated_at_idx" ON "speakers" USING btree ("updated_at");
  CREATE INDEX "speakers_created_at_idx" ON "speakers" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_sermon_series_fk" FOREIGN KEY ("sermon_series_id") REFERENCES "public"."sermon_series"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_speakers_fk" FOREIGN KEY ("speakers_id") REFERENCES "public"."speakers"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_sermon_series_id_idx" ON "payload_locked_documents_rels" USING btree ("sermon_series_id");
  CREATE INDEX "payload_locked_documents_rels_speakers_id_idx" ON "payload_locked_documents_rels" USING btree ("speakers_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "sermon_series" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "speakers" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "sermon_series" CASCADE;
  DROP TABLE "speakers" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_sermon_series_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_speakers_fk";
  
  DROP INDEX "payload_locked_documents_rels_sermon_series_id_idx";
  DROP INDEX "payload_locked_documents_rels_speakers_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "sermon_series_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "speakers_id";`)
}
