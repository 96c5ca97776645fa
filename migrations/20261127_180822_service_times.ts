import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_service_times_services_day" AS ENUM('sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday');
  CREATE TABLE "service_times_services" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"day" "enum_service_times_services_day" NOT NULL,
  	"time" varchar NOT NULL,
  	"note" varchar,
  	"location" varchar,
  	"footer_label" varchar,
  	"show_in_footer" boolean DEFAULT false
  );
  
  CREATE TABLE "service_times" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"promo_line" varchar DEFAULT 'Sunday worship services are live at [Time] [Time Zone]' NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "service_times_services" ADD CONSTRAINT "service_times_services_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."service_times"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "service_times_services_order_idx" ON "service_times_services" USING btree ("_order");
  CREATE INDEX "service_times_services_parent_id_idx" ON "service_times_services" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "service_times_services" CASCADE;
  DROP TABLE "service_times" CASCADE;
  DROP TYPE "public"."enum_service_times_services_day";`)
}
