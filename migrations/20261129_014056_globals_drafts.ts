import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_site_config_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__site_config_v_version_email_provider" AS ENUM('console', 'smtp', 'gmail');
  CREATE TYPE "public"."enum__site_config_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_service_times_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__service_times_v_version_services_day" AS ENUM('sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday');
  CREATE TYPE "public"."enum__service_times_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_page_texts_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__page_texts_v_version_about_hidden_tabs" AS ENUM('music', 'kids-church', 'what-we-believe');
  CREATE TYPE "public"."enum__page_texts_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "_site_config_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_church_name" varchar DEFAULT 'Shoreline Anglican Church',
  	"version_logo_url" varchar,
  	"version_tagline" varchar,
  	"version_footer_about" varchar,
  	"version_address" varchar,
  	"version_address_street" varchar,
  	"version_address_locality" varchar,
  	"version_address_region" varchar,
  	"version_address_postal_code" varchar,
  	"version_address_country" varchar,
  	"version_phone" varchar,
  	"version_email" varchar,
  	"version_contact_page_url" varchar,
  	"version_social_facebook" varchar,
  	"version_social_instagram" varchar,
  	"version_social_twitter" varchar,
  	"version_social_youtube" varchar,
  	"version_primary_color" varchar DEFAULT '#2563eb',
  	"version_accent_color" varchar DEFAULT '#7c3aed',
  	"version_secondary_color" varchar DEFAULT '#1e293b',
  	"version_podcast_title" varchar,
  	"version_podcast_description" varchar,
  	"version_podcast_author" varchar,
  	"version_podcast_image_url" varchar,
  	"version_podcast_language" varchar DEFAULT 'en',
  	"version_podcast_apple_url" varchar,
  	"version_podcast_spotify_url" varchar,
  	"version_youtube_sermons_playlist_id" varchar DEFAULT 'PLsbts7Qm4Xc2SermonsArchiveDefault',
  	"version_youtube_live_streams_playlist_id" varchar DEFAULT 'PLsbts7Qm4Xc2LiveStreamsDefault01',
  	"version_youtube_default_speaker" varchar DEFAULT 'Parish Clergy',
  	"version_contact_email_to" varchar,
  	"version_contact_email_from" varchar,
  	"version_pastoral_email" varchar,
  	"version_prayer_wall_days" numeric DEFAULT 30,
  	"version_email_provider" "enum__site_config_v_version_email_provider" DEFAULT 'console',
  	"version_smtp_host" varchar,
  	"version_smtp_port" numeric DEFAULT 587,
  	"version_smtp_secure" boolean DEFAULT false,
  	"version_smtp_user" varchar,
  	"version_smtp_password" varchar,
  	"version_email_enabled" boolean DEFAULT true,
  	"version_auto_reply_enabled" boolean DEFAULT false,
  	"version_auto_reply_subject" varchar DEFAULT 'Thank you for contacting us',
  	"version_auto_reply_message" varchar DEFAULT 'Thank you for reaching out. We have received your message and will reply soon.',
  	"version_visitor_welcome_subject" varchar DEFAULT 'Welcome to [Church Name]!',
  	"version_visitor_welcome_message" varchar DEFAULT 'Dear [Visitor Name],
  
  Thank you for planning a visit to [Church Name]. We look forward to meeting you and your family ([Number of Kids] kids).
  
  See you on Sunday!',
  	"version_newsletter_welcome_enabled" boolean DEFAULT true,
  	"version_newsletter_welcome_subject" varchar DEFAULT 'Welcome to the [Church Name] newsletter',
  	"version_newsletter_welcome_message" varchar DEFAULT 'Thank you for subscribing to the [Church Name] newsletter. We will keep you up to date with news and events.
  
  If you did not sign up, you can ignore this email.',
  	"version__status" "enum__site_config_v_version_status" DEFAULT 'published',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_service_times_v_version_services" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"day" "enum__service_times_v_version_services_day",
  	"time" varchar,
  	"note" varchar,
  	"location" varchar,
  	"footer_label" varchar,
  	"show_in_footer" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_service_times_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_promo_line" varchar DEFAULT 'Sunday worship services are live at [Time] [Time Zone]',
  	"version__status" "enum__service_times_v_version_status" DEFAULT 'published',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_page_texts_v_version_visit_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"question" varchar,
  	"answer" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_page_texts_v_version_home_welcome_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_page_texts_v_version_about_leaders" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"honorific" varchar,
  	"name" varchar,
  	"role" varchar,
  	"photo_url" varchar,
  	"bio" varchar,
  	"email" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_page_texts_v_version_about_hidden_tabs" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__page_texts_v_version_about_hidden_tabs",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_page_texts_v_version_navigation_main_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"href" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_page_texts_v_version_navigation_footer_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"href" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_page_texts_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_visit_hero_text" varchar DEFAULT 'We would love to welcome you to [Church Name]. Join us for Sunday worship at [Time]; let us know you are coming and someone will be looking out for you at the door.',
  	"version_give_account_id" varchar DEFAULT 'shoreline-demo',
  	"version_give_tax_notice" varchar DEFAULT '[Church Name] is a nonprofit 501(c)(3) organization. Your gifts are tax-deductible to the extent allowed by law; a giving statement is sent each January.',
  	"version_give_intro_text" varchar DEFAULT 'Your generosity keeps our doors open on the harbour, feeds our neighbours through the food pantry, and supports the ministries of the parish. Thank you.',
  	"version_give_by_check_text" varchar DEFAULT 'Make your check payable to [Church Name] and mail it to:',
  	"version_give_in_person_text" varchar DEFAULT 'Place your gift or pledge envelope in the offering plate at Sunday worship, [Time].',
  	"version_give_office_text" varchar DEFAULT 'For pledges, stock gifts or bequests, contact the parish office.',
  	"version_home_hero_title" varchar DEFAULT '[Church Name]',
  	"version_home_hero_subtitle" varchar DEFAULT '[Tagline]',
  	"version_home_newsletter_promise" varchar DEFAULT 'News of services, events and parish life, in your inbox once a week.',
  	"version_about_music" jsonb DEFAULT '{"root":{"type":"root","children":[{"type":"paragraph","children":[{"type":"text","text":"Music carries our prayer at St. Brendan’s. We sing the breadth of the Anglican tradition, from plainsong and Tudor anthems to spirituals and new hymns, and everyone who loves to sing or play is welcome to join in.","format":0,"style":"","mode":"normal","detail":0,"version":1}],"direction":"ltr","format":"","indent":0,"version":1,"textFormat":0,"textStyle":""},{"type":"heading","children":[{"type":"text","text":"Choir and Instruments","format":0,"style":"","mode":"normal","detail":0,"version":1}],"direction":"ltr","format":"","indent":0,"version":1,"tag":"h3"},{"type":"list","children":[{"type":"listitem","children":[{"type":"text","text":"Parish Choir","format":1,"style":"","mode":"normal","detail":0,"version":1},{"type":"linebreak","version":1},{"type":"text","text":"Sings at the 10:30 AM service from September to June: anthems, psalms and the great hymns of the church. No audition; reading music helps but is not required.","format":0,"style":"","mode":"normal","detail":0,"version":1}],"direction":"ltr","format":"","indent":0,"version":1,"value":1},{"type":"listitem","children":[{"type":"text","text":"Instrumentalists","format":1,"style":"","mode":"normal","detail":0,"version":1},{"type":"linebreak","version":1},{"type":"text","text":"Our 1902 Hook & Hastings organ leads most Sundays, joined by piano, strings, flute and brass for feast days and the Advent Lessons and Carols.","format":0,"style":"","mode":"normal","detail":0,"version":1}],"direction":"ltr","format":"","indent":0,"version":1,"value":2},{"type":"listitem","children":[{"type":"text","text":"Youth Singers","format":1,"style":"","mode":"normal","detail":0,"version":1},{"type":"linebreak","version":1},{"type":"text","text":"Children and teenagers who sing once a month and at Christmas and Easter, learning to read music along the way.","format":0,"style":"","mode":"normal","detail":0,"version":1}],"direction":"ltr","format":"","indent":0,"version":1,"value":3}],"direction":"ltr","format":"","indent":0,"version":1,"listType":"bullet","start":1,"tag":"ul"},{"type":"heading","children":[{"type":"text","text":"Rehearsal Times","format":0,"style":"","mode":"normal","detail":0,"version":1}],"direction":"ltr","format":"","indent":0,"version":1,"tag":"h3"},{"type":"paragraph","children":[{"type":"text","text":"Parish Choir:","format":1,"style":"","mode":"normal","detail":0,"version":1},{"type":"text","text":" Thursdays, 7:00–8:30 PM, in the choir room","format":0,"style":"","mode":"normal","detail":0,"version":1}],"direction":"ltr","format":"","indent":0,"version":1,"textFormat":0,"textStyle":""},{"type":"paragraph","children":[{"type":"text","text":"Youth Singers:","format":1,"style":"","mode":"normal","detail":0,"version":1},{"type":"text","text":" Sundays, 9:30–10:00 AM, before worship","format":0,"style":"","mode":"normal","detail":0,"version":1}],"direction":"ltr","format":"","indent":0,"version":1,"textFormat":0,"textStyle":""},{"type":"paragraph","children":[{"type":"text","text":"Instrumentalists:","format":1,"style":"","mode":"normal","detail":0,"version":1},{"type":"text","text":" By arrangement before each feast day","format":0,"style":"","mode":"normal","detail":0,"version":1}],"direction":"ltr","format":"","indent":0,"version":1,"textFormat":0,"textStyle":""},{"type":"heading","children":[{"type":"text","text":"Join the Music Ministry","format":0,"style":"","mode":"normal","detail":0,"version":1}],"direction":"ltr","format":"","indent":0,"version":1,"tag":"h3"},{"type":"paragraph","children":[{"type":"text","text":"New singers and players are always welcome. Write to us and we will find a place for you.","format":0,"style":"","mode":"normal","detail":0,"version":1}],"direction":"ltr","format":"","indent":0,"version":1,"textFormat":0,"textStyle":""},{"type":"paragraph","children":[{"type":"link","children":[{"type":"text","text":"Email the Music Ministry","format":0,"style":"","mode":"normal","detail":0,"version":1}],"direction":"ltr","format":"","indent":0,"version":3,"fields":{"url":"mailto:music@stbrendansbythesea.org","newTab":false,"linkType":"custom"}}],"direction":"ltr","format":"","indent":0,"version":1,"textFormat":0,"textStyle":""}],"direction":"ltr","format":"","indent":0,"version":1}}'::jsonb,
  	"version_about_kids_church" jsonb DEFAULT '{"root":{"type":"root","children":[{"type":"paragraph","children":[{"type":"text","text":"Children are a gift to our parish, and their wiggles and questions are welcome in church. Alongside worship with their families, we offer programs for every age.","format":0,"style":"","mode":"normal","detail":0,"version":1}],"direction":"ltr","format":"","indent":0,"version":1,"textFormat":0,"textStyle":""},{"type":"list","children":[{"type":"listitem","children":[{"type":"text","text":"Nursery","format":1,"style":"","mode":"normal","detail":0,"version":1},{"type":"linebreak","version":1},{"type":"text","text":"ages 0-2","format":2,"style":"","mode":"normal","detail":0,"version":1},{"type":"linebreak","version":1},{"type":"text","text":"A warm, toy-filled room next to the parish hall, staffed every Sunday from 10:15 AM until the end of coffee hour. Parents are welcome to stay or to collect a pager.","format":0,"style":"","mode":"normal","detail":0,"version":1}],"direction":"ltr","format":"","indent":0,"version":1,"value":1},{"type":"listitem","children":[{"type":"text","text":"Kids Church","format":1,"style":"","mode":"normal","detail":0,"version":1},{"type":"linebreak","version":1},{"type":"text","text":"ages 3-11","format":2,"style":"","mode":"normal","detail":0,"version":1},{"type":"linebreak","version":1},{"type":"text","text":"Sunday 10:00 AM: Bible stories, songs, crafts and prayer in our children’s chapel. Children join their families in church for Communion.","format":0,"style":"","mode":"normal","detail":0,"version":1}],"direction":"ltr","format":"","indent":0,"version":1,"value":2},{"type":"listitem","children":[{"type":"text","text":"Family Events","format":1,"style":"","mode":"normal","detail":0,"version":1},{"type":"linebreak","version":1},{"type":"text","text":"all ages","format":2,"style":"","mode":"normal","detail":0,"version":1},{"type":"linebreak","version":1},{"type":"text","text":"Beach picnics, the Advent wreath workshop, the Christmas pageant, Easter egg hunts on the lawn, and a summer Vacation Bible School on the harbour.","format":0,"style":"","mode":"normal","detail":0,"version":1}],"direction":"ltr","format":"","indent":0,"version":1,"value":3}],"direction":"ltr","format":"","indent":0,"version":1,"listType":"bullet","start":1,"tag":"ul"},{"type":"heading","children":[{"type":"text","text":"Safety and Check-in","format":0,"style":"","mode":"normal","detail":0,"version":1}],"direction":"ltr","format":"","indent":0,"version":1,"tag":"h3"},{"type":"list","children":[{"type":"listitem","children":[{"type":"text","text":"Every volunteer is background-checked and trained in Safeguarding God’s Children.","format":0,"style":"","mode":"normal","detail":0,"version":1}],"direction":"ltr","format":"","indent":0,"version":1,"value":1},{"type":"listitem","children":[{"type":"text","text":"Two unrelated adults are always present in each room.","format":0,"style":"","mode":"normal","detail":0,"version":1}],"direction":"ltr","format":"","indent":0,"version":1,"value":2},{"type":"listitem","children":[{"type":"text","text":"Children are checked in and out by a parent or guardian with a matching tag.","format":0,"style":"","mode":"normal","detail":0,"version":1}],"direction":"ltr","format":"","indent":0,"version":1,"value":3},{"type":"listitem","children":[{"type":"text","text":"Allergies and care notes are recorded at check-in and shared with the teachers.","format":0,"style":"","mode":"normal","detail":0,"version":1}],"direction":"ltr","format":"","indent":0,"version":1,"value":4}],"direction":"ltr","format":"","indent":0,"version":1,"listType":"bullet","start":1,"tag":"ul"}],"direction":"ltr","format":"","indent":0,"version":1}}'::jsonb,
  	"version_about_what_we_believe" jsonb DEFAULT '{"root":{"type":"root","children":[{"type":"heading","children":[{"type":"text","text":"The Nicene Creed","format":0,"style":"","mode":"normal","detail":0,"version":1}],"direction":"ltr","format":"","indent":0,"version":1,"tag":"h3"},{"type":"quote","children":[{"type":"text","text":"We believe in one God,","format":0,"style":"","mode":"normal","detail":0,"version":1},{"type":"linebreak","version":1},{"type":"text","text":"the Father, the Almighty,","format":0,"style":"","mode":"normal","detail":0,"version":1},{"type":"linebreak","version":1},{"type":"text","text":"maker of heaven and earth,","format":0,"style":"","mode":"normal","detail":0,"version":1},{"type":"linebreak","version":1},{"type":"text","text":"of all that is, seen and unseen.","format":0,"style":"","mode":"normal","detail":0,"version":1}],"direction":"ltr","format":"","indent":0,"version":1},{"type":"quote","children":[{"type":"text","text":"We believe in one Lord, Jesus Christ,","format":0,"style":"","mode":"normal","detail":0,"version":1},{"type":"linebreak","version":1},{"type":"text","text":"the only Son of God,","format":0,"style":"","mode":"normal","detail":0,"version":1},{"type":"linebreak","version":1},{"type":"text","text":"eternally begotten of the Father,","format":0,"style":"","mode":"normal","detail":0,"version":1},{"type":"linebreak","version":1},{"type":"text","text":"God from God, Light from Light,","format":0,"style":"","mode":"normal","detail":0,"version":1},{"type":"linebreak","version":1},{"type":"text","text":"true God from true God,","format":0,"style":"","mode":"normal","detail":0,"version":1},{"type":"linebreak","version":1},{"type":"text","text":"begotten, not made,","format":0,"style":"","mode":"normal","detail":0,"version":1},{"type":"linebreak","version":1},{"type":"text","text":"of one Being with the Father;","format":0,"style":"","mode":"normal","detail":0,"version":1},{"type":"linebreak","version":1},{"type":"text","text":"through him all things were made.","format":0,"style":"","mode":"normal","detail":0,"version":1},{"type":"linebreak","version":1},{"type":"text","text":"For us and for our salvation","format":0,"style":"","mode":"normal","detail":0,"version":1},{"type":"linebreak","version":1},{"type":"text","text":"he came down from heaven,","format":0,"style":"","mode":"normal","detail":0,"version":1},{"type":"linebreak","version":1},{"type":"text","text":"was incarnate of the Holy Spirit and the Virgin Mary","format":0,"style":"","mode":"normal","detail":0,"version":1},{"type":"linebreak","version":1},{"type":"text","text":"and became truly human.","format":0,"style":"","mode":"normal","detail":0,"version":1},{"type":"linebreak","version":1},{"type":"text","text":"For our sake he was crucified under Pontius Pilate;","format":0,"style":"","mode":"normal","detail":0,"version":1},{"type":"linebreak","version":1},{"type":"text","text":"he suffered death and was buried.","format":0,"style":"","mode":"normal","detail":0,"version":1},{"type":"linebreak","version":1},{"type":"text","text":"On the third day he rose again","format":0,"style":"","mode":"normal","detail":0,"version":1},{"type":"linebreak","version":1},{"type":"text","text":"in accordance with the Scriptures;","format":0,"style":"","mode":"normal","detail":0,"version":1},{"type":"linebreak","version":1},{"type":"text","text":"he ascended into heaven","format":0,"style":"","mode":"normal","detail":0,"version":1},{"type":"linebreak","version":1},{"type":"text","text":"and is seated at the right hand of the Father.","format":0,"style":"","mode":"normal","detail":0,"version":1},{"type":"linebreak","version":1},{"type":"text","text":"He will come again in glory to judge the living and the dead,","format":0,"style":"","mode":"normal","detail":0,"version":1},{"type":"linebreak","version":1},{"type":"text","text":"and his kingdom will have no end.","format":0,"style":"","mode":"normal","detail":0,"version":1}],"direction":"ltr","format":"","indent":0,"version":1},{"type":"quote","children":[{"type":"text","text":"We believe in the Holy Spirit, the Lord, the giver of life,","format":0,"style":"","mode":"normal","detail":0,"version":1},{"type":"linebreak","version":1},{"type":"text","text":"who proceeds from the Father and the Son,","format":0,"style":"","mode":"normal","detail":0,"version":1},{"type":"linebreak","version":1},{"type":"text","text":"who with the Father and the Son is worshiped and glorified,","format":0,"style":"","mode":"normal","detail":0,"version":1},{"type":"linebreak","version":1},{"type":"text","text":"who has spoken through the prophets.","format":0,"style":"","mode":"normal","detail":0,"version":1},{"type":"linebreak","version":1},{"type":"text","text":"We believe in one holy catholic and apostolic Church.","format":0,"style":"","mode":"normal","detail":0,"version":1},{"type":"linebreak","version":1},{"type":"text","text":"We acknowledge one baptism for the forgiveness of sins.","format":0,"style":"","mode":"normal","detail":0,"version":1},{"type":"linebreak","version":1},{"type":"text","text":"We look for the resurrection of the dead,","format":0,"style":"","mode":"normal","detail":0,"version":1},{"type":"linebreak","version":1},{"type":"text","text":"and the life of the world to come. Amen.","format":0,"style":"","mode":"normal","detail":0,"version":1}],"direction":"ltr","format":"","indent":0,"version":1},{"type":"heading","children":[{"type":"text","text":"Our Core Beliefs","format":0,"style":"","mode":"normal","detail":0,"version":1}],"direction":"ltr","format":"","indent":0,"version":1,"tag":"h3"},{"type":"list","children":[{"type":"listitem","children":[{"type":"text","text":"One God in Trinity","format":1,"style":"","mode":"normal","detail":0,"version":1},{"type":"linebreak","version":1},{"type":"text","text":"We worship one God: Father, Son and Holy Spirit, the maker and lover of all that is.","format":0,"style":"","mode":"normal","detail":0,"version":1}],"direction":"ltr","format":"","indent":0,"version":1,"value":1},{"type":"listitem","children":[{"type":"text","text":"Jesus Christ","format":1,"style":"","mode":"normal","detail":0,"version":1},{"type":"linebreak","version":1},{"type":"text","text":"God made flesh, who lived among us, died for us and rose again, and in whom we see who God is.","format":0,"style":"","mode":"normal","detail":0,"version":1}],"direction":"ltr","format":"","indent":0,"version":1,"value":2},{"type":"listitem","children":[{"type":"text","text":"Holy Scripture","format":1,"style":"","mode":"normal","detail":0,"version":1},{"type":"linebreak","version":1},{"type":"text","text":"The Old and New Testaments contain all things necessary to salvation and are read at every service.","format":0,"style":"","mode":"normal","detail":0,"version":1}],"direction":"ltr","format":"","indent":0,"version":1,"value":3},{"type":"listitem","children":[{"type":"text","text":"Grace","format":1,"style":"","mode":"normal","detail":0,"version":1},{"type":"linebreak","version":1},{"type":"text","text":"We are saved by God’s grace, received in faith, and not by anything we earn.","format":0,"style":"","mode":"normal","detail":0,"version":1}],"direction":"ltr","format":"","indent":0,"version":1,"value":4},{"type":"listitem","children":[{"type":"text","text":"The Sacraments","format":1,"style":"","mode":"normal","detail":0,"version":1},{"type":"linebreak","version":1},{"type":"text","text":"Baptism and the Holy Eucharist are outward signs of inward grace; all the baptized are welcome at the table.","format":0,"style":"","mode":"normal","detail":0,"version":1}],"direction":"ltr","format":"","indent":0,"version":1,"value":5},{"type":"listitem","children":[{"type":"text","text":"Common Prayer","format":1,"style":"","mode":"normal","detail":0,"version":1},{"type":"linebreak","version":1},{"type":"text","text":"We pray together in the words of the Book of Common Prayer, which unites us with Anglicans around the world.","format":0,"style":"","mode":"normal","detail":0,"version":1}],"direction":"ltr","format":"","indent":0,"version":1,"value":6},{"type":"listitem","children":[{"type":"text","text":"The Church","format":1,"style":"","mode":"normal","detail":0,"version":1},{"type":"linebreak","version":1},{"type":"text","text":"One holy, catholic and apostolic Church, in which every member is a minister through baptism.","format":0,"style":"","mode":"normal","detail":0,"version":1}],"direction":"ltr","format":"","indent":0,"version":1,"value":7},{"type":"listitem","children":[{"type":"text","text":"Love of Neighbour","format":1,"style":"","mode":"normal","detail":0,"version":1},{"type":"linebreak","version":1},{"type":"text","text":"We are sent to serve Christ in all people, to strive for justice and peace, and to care for creation.","format":0,"style":"","mode":"normal","detail":0,"version":1}],"direction":"ltr","format":"","indent":0,"version":1,"value":8}],"direction":"ltr","format":"","indent":0,"version":1,"listType":"bullet","start":1,"tag":"ul"},{"type":"heading","children":[{"type":"text","text":"Part of a Wider Church","format":0,"style":"","mode":"normal","detail":0,"version":1}],"direction":"ltr","format":"","indent":0,"version":1,"tag":"h3"},{"type":"paragraph","children":[{"type":"text","text":"St. Brendan’s is a parish of the Episcopal Diocese of Maine, part of The Episcopal Church and the worldwide Anglican Communion.","format":0,"style":"","mode":"normal","detail":0,"version":1}],"direction":"ltr","format":"","indent":0,"version":1,"textFormat":0,"textStyle":""},{"type":"list","children":[{"type":"listitem","children":[{"type":"link","children":[{"type":"text","text":"Episcopal Diocese of Maine","format":0,"style":"","mode":"normal","detail":0,"version":1}],"direction":"ltr","format":"","indent":0,"version":3,"fields":{"url":"https://www.episcopalmaine.org","newTab":true,"linkType":"custom"}}],"direction":"ltr","format":"","indent":0,"version":1,"value":1},{"type":"listitem","children":[{"type":"link","children":[{"type":"text","text":"The Episcopal Church","format":0,"style":"","mode":"normal","detail":0,"version":1}],"direction":"ltr","format":"","indent":0,"version":3,"fields":{"url":"https://www.episcopalchurch.org","newTab":true,"linkType":"custom"}}],"direction":"ltr","format":"","indent":0,"version":1,"value":2}],"direction":"ltr","format":"","indent":0,"version":1,"listType":"bullet","start":1,"tag":"ul"}],"direction":"ltr","format":"","indent":0,"version":1}}'::jsonb,
  	"version__status" "enum__page_texts_v_version_status" DEFAULT 'published',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  ALTER TABLE "site_config" ALTER COLUMN "church_name" DROP NOT NULL;
  ALTER TABLE "site_config" ALTER COLUMN "primary_color" DROP NOT NULL;
  ALTER TABLE "site_config" ALTER COLUMN "accent_color" DROP NOT NULL;
  ALTER TABLE "site_config" ALTER COLUMN "secondary_color" DROP NOT NULL;
  ALTER TABLE "site_config" ALTER COLUMN "email_provider" DROP NOT NULL;
  ALTER TABLE "service_times_services" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "service_times_services" ALTER COLUMN "day" DROP NOT NULL;
  ALTER TABLE "service_times_services" ALTER COLUMN "time" DROP NOT NULL;
  ALTER TABLE "service_times" ALTER COLUMN "promo_line" DROP NOT NULL;
  ALTER TABLE "page_texts_visit_faq" ALTER COLUMN "question" DROP NOT NULL;
  ALTER TABLE "page_texts_visit_faq" ALTER COLUMN "answer" DROP NOT NULL;
  ALTER TABLE "page_texts_home_welcome_cards" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "page_texts_home_welcome_cards" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "page_texts_about_leaders" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "page_texts_about_leaders" ALTER COLUMN "role" DROP NOT NULL;
  ALTER TABLE "page_texts_about_leaders" ALTER COLUMN "bio" DROP NOT NULL;
  ALTER TABLE "page_texts_navigation_main_links" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "page_texts_navigation_main_links" ALTER COLUMN "href" DROP NOT NULL;
  ALTER TABLE "page_texts_navigation_footer_links" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "page_texts_navigation_footer_links" ALTER COLUMN "href" DROP NOT NULL;
  ALTER TABLE "page_texts" ALTER COLUMN "visit_hero_text" DROP NOT NULL;
  ALTER TABLE "page_texts" ALTER COLUMN "give_account_id" DROP NOT NULL;
  ALTER TABLE "page_texts" ALTER COLUMN "give_tax_notice" DROP NOT NULL;
  ALTER TABLE "page_texts" ALTER COLUMN "give_intro_text" DROP NOT NULL;
  ALTER TABLE "page_texts" ALTER COLUMN "give_by_check_text" DROP NOT NULL;
  ALTER TABLE "page_texts" ALTER COLUMN "give_in_person_text" DROP NOT NULL;
  ALTER TABLE "page_texts" ALTER COLUMN "give_office_text" DROP NOT NULL;
  ALTER TABLE "page_texts" ALTER COLUMN "home_hero_title" DROP NOT NULL;
  ALTER TABLE "page_texts" ALTER COLUMN "home_newsletter_promise" DROP NOT NULL;
  ALTER TABLE "page_texts" ALTER COLUMN "about_music" DROP NOT NULL;
  ALTER TABLE "page_texts" ALTER COLUMN "about_kids_church" DROP NOT NULL;
  ALTER TABLE "page_texts" ALTER COLUMN "about_what_we_believe" DROP NOT NULL;
  ALTER TABLE "site_config" ADD COLUMN "_status" "enum_site_config_status" DEFAULT 'published';
  ALTER TABLE "service_times" ADD COLUMN "_status" "enum_service_times_status" DEFAULT 'published';
  ALTER TABLE "page_texts" ADD COLUMN "_status" "enum_page_texts_status" DEFAULT 'published';
  ALTER TABLE "_service_times_v_version_services" ADD CONSTRAINT "_service_times_v_version_services_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_service_times_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_texts_v_version_visit_faq" ADD CONSTRAINT "_page_texts_v_version_visit_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_texts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_texts_v_version_home_welcome_cards" ADD CONSTRAINT "_page_texts_v_version_home_welcome_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_texts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_texts_v_version_about_leaders" ADD CONSTRAINT "_page_texts_v_version_about_leaders_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_texts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_texts_v_version_about_hidden_tabs" ADD CONSTRAINT "_page_texts_v_version_about_hidden_tabs_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_page_texts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_texts_v_version_navigation_main_links" ADD CONSTRAINT "_page_texts_v_version_navigation_main_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_texts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_texts_v_version_navigation_footer_links" ADD CONSTRAINT "_page_texts_v_version_navigation_footer_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_texts_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "_site_config_v_version_version__status_idx" ON "_site_config_v" USING btree ("version__status");
  CREATE INDEX "_site_config_v_created_at_idx" ON "_site_config_v" USING btree ("created_at");
  CREATE INDEX "_site_config_v_updated_at_idx" ON "_site_config_v" USING btree ("updated_at");
  CREATE INDEX "_site_config_v_latest_idx" ON "_site_config_v" USING btree ("latest");
  CREATE INDEX "_service_times_v_version_services_order_idx" ON "_service_times_v_version_services" USING btree ("_order");
  CREATE INDEX "_service_times_v_version_services_parent_id_idx" ON "_service_times_v_version_services" USING btree ("_parent_id");
  CREATE INDEX "_service_times_v_version_version__status_idx" ON "_service_times_v" USING btree ("version__status");
  CREATE INDEX "_service_times_v_created_at_idx" ON "_service_times_v" USING btree ("created_at");
  CREATE INDEX "_service_times_v_updated_at_idx" ON "_service_times_v" USING btree ("updated_at");
  CREATE INDEX "_service_times_v_latest_idx" ON "_service_times_v" USING btree ("latest");
  CREATE INDEX "_page_texts_v_version_visit_faq_order_idx" ON "_page_texts_v_version_visit_faq" USING btree ("_order");
  CREATE INDEX "_page_texts_v_version_visit_faq_parent_id_idx" ON "_page_texts_v_version_visit_faq" USING btree ("_parent_id");
  CREATE INDEX "_page_texts_v_version_home_welcome_cards_order_idx" ON "_page_texts_v_version_home_welcome_cards" USING btree ("_order");
  CREATE INDEX "_page_texts_v_version_home_welcome_cards_parent_id_idx" ON "_page_texts_v_version_home_welcome_cards" USING btree ("_parent_id");
  CREATE INDEX "_page_texts_v_version_about_leaders_order_idx" ON "_page_texts_v_version_about_leaders" USING btree ("_order");
  CREATE INDEX "_page_texts_v_version_about_leaders_parent_id_idx" ON "_page_texts_v_version_about_leaders" USING btree ("_parent_id");
  CREATE INDEX "_page_texts_v_version_about_hidden_tabs_order_idx" ON "_page_texts_v_version_about_hidden_tabs" USING btree ("order");
  CREATE INDEX "_page_texts_v_version_about_hidden_tabs_parent_idx" ON "_page_texts_v_version_about_hidden_tabs" USING btree ("parent_id");
  CREATE INDEX "_page_texts_v_version_navigation_main_links_order_idx" ON "_page_texts_v_version_navigation_main_links" USING btree ("_order");
  CREATE INDEX "_page_texts_v_version_navigation_main_links_parent_id_idx" ON "_page_texts_v_version_navigation_main_links" USING btree ("_parent_id");
  CREATE INDEX "_page_texts_v_version_navigation_footer_links_order_idx" ON "_page_texts_v_version_navigation_footer_links" USING btree ("_order");
  CREATE INDEX "_page_texts_v_version_navigation_footer_links_parent_id_idx" ON "_page_texts_v_version_navigation_footer_links" USING btree ("_parent_id");
  CREATE INDEX "_page_texts_v_version_version__status_idx" ON "_page_texts_v" USING btree ("version__status");
  CREATE INDEX "_page_texts_v_created_at_idx" ON "_page_texts_v" USING btree ("created_at");
  CREATE INDEX "_page_texts_v_updated_at_idx" ON "_page_texts_v" USING btree ("updated_at");
  CREATE INDEX "_page_texts_v_latest_idx" ON "_page_texts_v" USING btree ("latest");
  CREATE INDEX "site_config__status_idx" ON "site_config" USING btree ("_status");
  CREATE INDEX "service_times__status_idx" ON "service_times" USING btree ("_status");
  CREATE INDEX "page_texts__status_idx" ON "page_texts" USING btree ("_status");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "_site_config_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_service_times_v_version_services" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_service_times_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_page_texts_v_version_visit_faq" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_page_texts_v_version_home_welcome_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_page_texts_v_version_about_leaders" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_page_texts_v_version_about_hidden_tabs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_page_texts_v_version_navigation_main_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_page_texts_v_version_navigation_footer_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_page_texts_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "_site_config_v" CASCADE;
  DROP TABLE "_service_times_v_version_services" CASCADE;
  DROP TABLE "_service_times_v" CASCADE;
  DROP TABLE "_page_texts_v_version_visit_faq" CASCADE;
  DROP TABLE "_page_texts_v_version_home_welcome_cards" CASCADE;
  DROP TABLE "_page_texts_v_version_about_leaders" CASCADE;
  DROP TABLE "_page_texts_v_version_about_hidden_tabs" CASCADE;
  DROP TABLE "_page_texts_v_version_navigation_main_links" CASCADE;
  DROP TABLE "_page_texts_v_version_navigation_footer_links" CASCADE;
  DROP TABLE "_page_texts_v" CASCADE;
  DROP INDEX "site_config__status_idx";
  DROP INDEX "service_times__status_idx";
  DROP INDEX "page_texts__status_idx";
  ALTER TABLE "site_config" ALTER COLUMN "church_name" SET NOT NULL;
  ALTER TABLE "site_config" ALTER COLUMN "primary_color" SET NOT NULL;
  ALTER TABLE "site_config" ALTER COLUMN "accent_color" SET NOT NULL;
  ALTER TABLE "site_config" ALTER COLUMN "secondary_color" SET NOT NULL;
  ALTER TABLE "site_config" ALTER COLUMN "email_provider" SET NOT NULL;
  ALTER TABLE "service_times_services" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "service_times_services" ALTER COLUMN "day" SET NOT NULL;
  ALTER TABLE "service_times_services" ALTER COLUMN "time" SET NOT NULL;
  ALTER TABLE "service_times" ALTER COLUMN "promo_line" SET NOT NULL;
  ALTER TABLE "page_texts_visit_faq" ALTER COLUMN "question" SET NOT NULL;
  ALTER TABLE "page_texts_visit_faq" ALTER COLUMN "answer" SET NOT NULL;
  ALTER TABLE "page_texts_home_welcome_cards" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "page_texts_home_welcome_cards" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "page_texts_about_leaders" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "page_texts_about_leaders" ALTER COLUMN "role" SET NOT NULL;
  ALTER TABLE "page_texts_about_leaders" ALTER COLUMN "bio" SET NOT NULL;
  ALTER TABLE "page_texts_navigation_main_links" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "page_texts_navigation_main_links" ALTER COLUMN "href" SET NOT NULL;
  ALTER TABLE "page_texts_navigation_footer_links" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "page_texts_navigation_footer_links" ALTER COLUMN "href" SET NOT NULL;
  ALTER TABLE "page_texts" ALTER COLUMN "visit_hero_text" SET NOT NULL;
  ALTER TABLE "page_texts" ALTER COLUMN "give_account_id" SET NOT NULL;
  ALTER TABLE "page_texts" ALTER COLUMN "give_tax_notice" SET NOT NULL;
  ALTER TABLE "page_texts" ALTER COLUMN "give_intro_text" SET NOT NULL;
  ALTER TABLE "page_texts" ALTER COLUMN "give_by_check_text" SET NOT NULL;
  ALTER TABLE "page_texts" ALTER COLUMN "give_in_person_text" SET NOT NULL;
  ALTER TABLE "page_texts" ALTER COLUMN "give_office_text" SET NOT NULL;
  ALTER TABLE "page_texts" ALTER COLUMN "home_hero_title" SET NOT NULL;
  ALTER TABLE "page_texts" ALTER COLUMN "home_newsletter_promise" SET NOT NULL;
  ALTER TABLE "page_texts" ALTER COLUMN "about_music" SET NOT NULL;
  ALTER TABLE "page_texts" ALTER COLUMN "about_kids_church" SET NOT NULL;
  ALTER TABLE "page_texts" ALTER COLUMN "about_what_we_believe" SET NOT NULL;
  ALTER TABLE "site_config" DROP COLUMN "_status";
  ALTER TABLE "service_times" DROP COLUMN "_status";
  ALTER TABLE "page_texts" DROP COLUMN "_status";
  DROP TYPE "public"."enum_site_config_status";
  DROP TYPE "public"."enum__site_config_v_version_email_provider";
  DROP TYPE "public"."enum__site_config_v_version_status";
  DROP TYPE "public"."enum_service_times_status";
  DROP TYPE "public"."enum__service_times_v_version_services_day";
  DROP TYPE "public"."enum__service_times_v_version_status";
  DROP TYPE "public"."enum_page_texts_status";
  DROP TYPE "public"."enum__page_texts_v_version_about_hidden_tabs";
  DROP TYPE "public"."enum__page_texts_v_version_status";`)
}
