CREATE TABLE "regions" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" varchar(50) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" varchar(50) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "web_platforms" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" varchar(50) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "region_id" integer;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "subscription_id" integer;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "web_platform_id" integer;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "logo_url" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "address1" varchar(250);--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "address2" varchar(250);--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "city" varchar(50);--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "state" varchar(50);--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "country_code" varchar(2);--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "booking_email_name" varchar(50);--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "booking_email" varchar(100);--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "booking_telephone_name" varchar(150);--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "booking_telephone" varchar(20);--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "support_email_name" varchar(50);--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "support_email" varchar(100);--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "support_telephone_name" varchar(150);--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "support_telephone" varchar(20);--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "ingestion_key_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "features" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "stats_url" text;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "job_title" varchar(50);--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "phone" varchar(20);--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "country_code" varchar(2);--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "spoken_languages" varchar(200);--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "dob" varchar(10);--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "commission_percentage" numeric(4, 1);--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "target_amount" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "back_office_reference" varchar(50);--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "biography" varchar(1000);--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_web_platform_id_web_platforms_id_fk" FOREIGN KEY ("web_platform_id") REFERENCES "web_platforms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_ingestionKeyHash_unique" UNIQUE("ingestion_key_hash");--> statement-breakpoint
INSERT INTO "regions" ("id", "name") VALUES (1, 'Europe (London)'), (2, 'North America (Virginia)'), (3, 'Asia Pacific (Sydney)');--> statement-breakpoint
INSERT INTO "subscriptions" ("id", "name") VALUES (1, 'Starter'), (2, 'Professional'), (3, 'Enterprise');--> statement-breakpoint
INSERT INTO "web_platforms" ("id", "name") VALUES (1, 'Waypoint Sites'), (2, 'WordPress'), (3, 'Custom');
