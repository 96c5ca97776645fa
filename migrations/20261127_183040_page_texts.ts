import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "page_texts_visit_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"question" varchar NOT NULL,
  	"answer" varchar NOT NULL
  );
  
  CREATE TABLE "page_texts_navigation_main_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"href" varchar NOT NULL
  );
  
  CREATE TABLE "page_texts_navigation_footer_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"href" varchar NOT NULL
  );
  
  CREATE TABLE "page_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"visit_hero_text" varchar DEFAULT 'We would love to welcome you to [Church Name]. Join us for Sunday worship at [Time]; let us know you are coming and someone will be looking out for you at the door.' NOT NULL,
  	"give_account_id" varchar DEFAULT 'shoreline-demo' NOT NULL,
  	"give_tax_notice" varchar DEFAULT '[Church Name] is a nonprofit 501(c)(3) organization. Your gifts are tax-deductible to the extent allowed by law; a giving statement is sent each January.' NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "page_texts_visit_faq" ADD CONSTRAINT "page_texts_visit_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_texts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_texts_navigation_main_links" ADD CONSTRAINT "page_texts_navigation_main_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_texts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_texts_navigation_footer_links" ADD CONSTRAINT "page_texts_navigation_footer_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_texts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "page_texts_visit_faq_order_idx" ON "page_texts_visit_faq" USING btree ("_order");
  CREATE INDEX "page_texts_visit_faq_parent_id_idx" ON "page_texts_visit_faq" USING btree ("_parent_id");
  CREATE INDEX "page_texts_navigation_main_links_order_idx" ON "page_texts_navigation_main_links" USING btree ("_order");
  CREATE INDEX "page_texts_navigation_main_links_parent_id_idx" ON "page_texts_navigation_main_links" USING btree ("_parent_id");
  CREATE INDEX "page_texts_navigation_footer_links_order_idx" ON "page_texts_navigation_footer_links" USING btree ("_order");
  CREATE INDEX "page_texts_navigation_footer_links_parent_id_idx" ON "page_texts_navigation_footer_links" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "page_texts_visit_faq" CASCADE;
  DROP TABLE "page_texts_navigation_main_links" CASCADE;
  DROP TABLE "page_texts_navigation_footer_links" CASCADE;
  DROP TABLE "page_texts" CASCADE;`)
}
