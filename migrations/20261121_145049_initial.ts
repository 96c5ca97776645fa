import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_users_role" AS ENUM('superuser', 'admin', 'member');
  CREATE TYPE "public"."enum_featured_content_type" AS ENUM('video', 'sermon', 'event');
  CREATE TYPE "public"."enum_contact_messages_status" AS ENUM('new', 'responded', 'archived');
  CREATE TYPE "public"."enum_visitor_requests_number_of_kids" AS ENUM('0', '1', '2', '3', '4', '5+');
  CREATE TYPE "public"."enum_visitor_requests_status" AS ENUM('new', 'contacted', 'visited');
  CREATE TYPE "public"."enum_site_config_email_provider" AS ENUM('console', 'smtp', 'gmail');
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"role" "enum_users_role" DEFAULT 'member' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "sermons" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"speaker" varchar NOT NULL,
  	"scripture" varchar,
  	"series" varchar,
  	"date" varchar NOT NULL,
  	"duration" varchar,
  	"youtube_url" varchar,
  	"audio_url" varchar,
  	"description" varchar,
  	"thumbnail_url" varchar,
  	"youtube_video_id" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "sermons_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"description" varchar,
  	"date" varchar NOT NULL,
  	"start_time" varchar,
  	"end_time" varchar,
  	"location" varchar,
  	"image_url" varchar,
  	"external_url" varchar,
  	"external_link_text" varchar,
  	"is_recurring" boolean DEFAULT false,
  	"recurrence_rule" varchar,
  	"recurrence_description" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "sunday_services" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"date" varchar NOT NULL,
  	"time" varchar NOT NULL,
  	"location" varchar,
  	"youtube_url" varchar,
  	"is_live" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "live_streams" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"description" varchar,
  	"date" varchar NOT NULL,
  	"duration" varchar,
  	"thumbnail_url" varchar,
  	"youtube_url" varchar,
  	"is_live" boolean DEFAULT false,
  	"youtube_video_id" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "featured_content" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"type" "enum_featured_content_type" NOT NULL,
  	"content_id" varchar NOT NULL,
  	"youtube_url" varchar,
  	"title" varchar,
  	"description" varchar,
  	"is_active" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "contact_messages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"first_name" varchar NOT NULL,
  	"last_name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"subject" varchar NOT NULL,
  	"message" varchar NOT NULL,
  	"status" "enum_contact_messages_status" DEFAULT 'new',
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "visitor_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"full_name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"phone" varchar NOT NULL,
  	"number_of_kids" "enum_visitor_requests_number_of_kids" NOT NULL,
  	"status" "enum_visitor_requests_status" DEFAULT 'new',
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "newsletter_subscribers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"first_name" varchar,
  	"last_name" varchar,
  	"phone" varchar,
  	"notes" varchar,
  	"is_active" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "youtube_configs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"channel_id" varchar NOT NULL,
  	"max_results" numeric DEFAULT 20,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"alt" varchar,
  	"prefix" varchar DEFAULT '',
  	"_objectkey" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer,
  	"sermons_id" integer,
  	"events_id" integer,
  	"sunday_services_id" integer,
  	"live_streams_id" integer,
  	"featured_content_id" integer,
  	"contact_messages_id" integer,
  	"visitor_requests_id" integer,
  	"newsletter_subscribers_id" integer,
  	"youtube_configs_id" integer,
  	"media_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "site_config" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"church_name" varchar DEFAULT 'Shoreline Anglican Church' NOT NULL,
  	"logo_url" varchar,
  	"tagline" varchar,
  	"footer_about" varchar,
  	"address" varchar,
  	"phone" varchar,
  	"email" varchar,
  	"contact_page_url" varchar,
  	"social_facebook" varchar,
  	"social_instagram" varchar,
  	"social_twitter" varchar,
  	"social_youtube" varchar,
  	"primary_color" varchar DEFAULT '#2563eb' NOT NULL,
  	"accent_color" varchar DEFAULT '#7c3aed' NOT NULL,
  	"secondary_color" varchar DEFAULT '#1e293b' NOT NULL,
  	"contact_email_to" varchar,
  	"contact_email_from" varchar,
  	"email_provider" "enum_site_config_email_provider" DEFAULT 'console' NOT NULL,
  	"smtp_host" varchar,
  	"smtp_port" numeric DEFAULT 587,
  	"smtp_secure" boolean DEFAULT false,
  	"smtp_user" varchar,
  	"smtp_password" varchar,
  	"email_enabled" boolean DEFAULT true,
  	"auto_reply_enabled" boolean DEFAULT false,
  	"auto_reply_subject" varchar DEFAULT 'Thank you for contacting us',
  	"auto_reply_message" varchar DEFAULT 'Thank you for reaching out. We have received your message and will reply soon.',
  	"visitor_welcome_subject" varchar DEFAULT 'Welcome to [Church Name]!',
  	"visitor_welcome_message" varchar DEFAULT 'Dear [Visitor Name],
  
  Thank you for planning a visit to [Church Name]. We look forward to meeting you and your family ([Number of Kids] kids).
  
  See you on Sunday!',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sermons_texts" ADD CONSTRAINT "sermons_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."sermons"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_sermons_fk" FOREIGN KEY ("sermons_id") REFERENCES "public"."sermons"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_events_fk" FOREIGN KEY ("events_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_sunday_services_fk" FOREIGN KEY ("sunday_services_id") REFERENCES "public"."sunday_services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_live_streams_fk" FOREIGN KEY ("live_streams_id") REFERENCES "public"."live_streams"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_featured_content_fk" FOREIGN KEY ("featured_content_id") REFERENCES "public"."featured_content"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_contact_messages_fk" FOREIGN KEY ("contact_messages_id") REFERENCES "public"."contact_messages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_visitor_requests_fk" FOREIGN KEY ("visitor_requests_id") REFERENCES "public"."visitor_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_newsletter_subscribers_fk" FOREIGN KEY ("newsletter_subscribers_id") REFERENCES "public"."newsletter_subscribers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_youtube_configs_fk" FOREIGN KEY ("youtube_configs_id") REFERENCES "public"."youtube_configs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE INDEX "sermons_speaker_idx" ON "sermons" USING btree ("speaker");
  CREATE INDEX "sermons_series_idx" ON "sermons" USING btree ("series");
  CREATE INDEX "sermons_date_idx" ON "sermons" USING btree ("date");
  CREATE UNIQUE INDEX "sermons_youtube_video_id_idx" ON "sermons" USING btree ("youtube_video_id");
  CREATE INDEX "sermons_updated_at_idx" ON "sermons" USING btree ("updated_at");
  CREATE INDEX "sermons_created_at_idx" ON "sermons" USING btree ("created_at");
  CREATE INDEX "sermons_texts_order_parent" ON "sermons_texts" USING btree ("order","parent_id");
  CREATE INDEX "events_date_idx" ON "events" USING btree ("date");
  CREATE INDEX "events_updated_at_idx" ON "events" USING btree ("updated_at");
  CREATE INDEX "events_created_at_idx" ON "events" USING btree ("created_at");
  CREATE INDEX "sunday_services_date_idx" ON "sunday_services" USING btree ("date");
  CREATE INDEX "sunday_services_updated_at_idx" ON "sunday_services" USING btree ("updated_at");
  CREATE INDEX "sunday_services_created_at_idx" ON "sunday_services" USING btree ("created_at");
  CREATE INDEX "live_streams_date_idx" ON "live_streams" USING btree ("date");
  CREATE INDEX "live_streams_is_live_idx" ON "live_streams" USING btree ("is_live");
  CREATE UNIQUE INDEX "live_streams_youtube_video_id_idx" ON "live_streams" USING btree ("youtube_video_id");
  CREATE INDEX "live_streams_updated_at_idx" ON "live_streams" USING btree ("updated_at");
  CREATE INDEX "live_streams_created_at_idx" ON "live_streams" USING btree ("created_at");
  CREATE INDEX "featured_content_is_active_idx" ON "featured_content" USING btree ("is_active");
  CREATE INDEX "featured_content_updated_at_idx" ON "featured_content" USING btree ("updated_at");
  CREATE INDEX "featured_content_created_at_idx" ON "featured_content" USING btree ("created_at");
  CREATE INDEX "contact_messages_status_idx" ON "contact_messages" USING btree ("status");
  CREATE INDEX "contact_messages_updated_at_idx" ON "contact_messages" USING btree ("updated_at");
  CREATE INDEX "contact_messages_created_at_idx" ON "contact_messages" USING btree ("created_at");
  CREATE INDEX "visitor_requests_status_idx" ON "visitor_requests" USING btree ("status");
  CREATE INDEX "visitor_requests_updated_at_idx" ON "visitor_requests" USING btree ("updated_at");
  CREATE INDEX "visitor_requests_created_at_idx" ON "visitor_requests" USING btree ("created_at");
  CREATE UNIQUE INDEX "newsletter_subscribers_email_idx" ON "newsletter_subscribers" USING btree ("email");
  CREATE INDEX "newsletter_subscribers_updated_at_idx" ON "newsletter_subscribers" USING btree ("updated_at");
  CREATE INDEX "newsletter_subscribers_created_at_idx" ON "newsletter_subscribers" USING btree ("created_at");
  CREATE UNIQUE INDEX "youtube_configs_channel_id_idx" ON "youtube_configs" USING btree ("channel_id");
  CREATE INDEX "youtube_configs_updated_at_idx" ON "youtube_configs" USING btree ("updated_at");
  CREATE INDEX "youtube_configs_created_at_idx" ON "youtube_configs" USING btree ("created_at");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_locked_documents_rels_sermons_id_idx" ON "payload_locked_documents_rels" USING btree ("sermons_id");
  CREATE INDEX "payload_locked_documents_rels_events_id_idx" ON "payload_locked_documents_rels" USING btree ("events_id");
  CREATE INDEX "payload_locked_documents_rels_sunday_services_id_idx" ON "payload_locked_documents_rels" USING btree ("sunday_services_id");
  CREATE INDEX "payload_locked_documents_rels_live_streams_id_idx" ON "payload_locked_documents_rels" USING btree ("live_streams_id");
  CREATE INDEX "payload_locked_documents_rels_featured_content_id_idx" ON "payload_locked_documents_rels" USING btree ("featured_content_id");
  CREATE INDEX "payload_locked_documents_rels_contact_messages_id_idx" ON "payload_locked_documents_rels" USING btree ("contact_messages_id");
  CREATE INDEX "payload_locked_documents_rels_visitor_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("visitor_requests_id");
  CREATE INDEX "payload_locked_documents_rels_newsletter_subscribers_id_idx" ON "payload_locked_documents_rels" USING btree ("newsletter_subscribers_id");
  CREATE INDEX "payload_locked_documents_rels_youtube_configs_id_idx" ON "payload_locked_documents_rels" USING btree ("youtube_configs_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "sermons" CASCADE;
  DROP TABLE "sermons_texts" CASCADE;
  DROP TABLE "events" CASCADE;
  DROP TABLE "sunday_services" CASCADE;
  DROP TABLE "live_streams" CASCADE;
  DROP TABLE "featured_content" CASCADE;
  DROP TABLE "contact_messages" CASCADE;
  DROP TABLE "visitor_requests" CASCADE;
  DROP TABLE "newsletter_subscribers" CASCADE;
  DROP TABLE "youtube_configs" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TABLE "site_config" CASCADE;
  DROP TYPE "public"."enum_users_role";
  DROP TYPE "public"."enum_featured_content_type";
  DROP TYPE "public"."enum_contact_messages_status";
  DROP TYPE "public"."enum_visitor_requests_number_of_kids";
  DROP TYPE "public"."enum_visitor_requests_status";
  DROP TYPE "public"."enum_site_config_email_provider";`)
}
