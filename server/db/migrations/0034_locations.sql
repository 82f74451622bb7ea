CREATE TABLE "flight_partner_locations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "flight_partner_locations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"application_id" integer NOT NULL,
	"partner" varchar(50) NOT NULL,
	"partner_code" varchar(20) NOT NULL,
	"iata_code" varchar(3) NOT NULL,
	"name" varchar(100),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "flight_partner_locations_iata_check" CHECK ("flight_partner_locations"."iata_code" ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
CREATE TABLE "location_lists" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "location_lists_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"application_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"description" varchar(500),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "locations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"application_id" integer NOT NULL,
	"list_id" integer NOT NULL,
	"parent_id" integer,
	"level" smallint NOT NULL,
	"name" varchar(100) NOT NULL,
	"code" varchar(10),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "locations_level_check" CHECK ("locations"."level" between 1 and 3),
	CONSTRAINT "locations_parent_level_check" CHECK (("locations"."level" = 1) = ("locations"."parent_id" is null))
);
--> statement-breakpoint
CREATE TABLE "top_locations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "top_locations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"application_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"country_code" varchar(2) NOT NULL,
	"location_id" integer,
	"image_url" varchar(500),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "flight_partner_locations" ADD CONSTRAINT "flight_partner_locations_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_lists" ADD CONSTRAINT "location_lists_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_list_id_location_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "location_lists"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_parent_id_locations_id_fk" FOREIGN KEY ("parent_id") REFERENCES "locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "top_locations" ADD CONSTRAINT "top_locations_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "top_locations" ADD CONSTRAINT "top_locations_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "flight_partner_locations_code_idx" ON "flight_partner_locations" USING btree ("application_id",lower("partner"),lower("partner_code"));--> statement-breakpoint
CREATE UNIQUE INDEX "location_lists_app_name_idx" ON "location_lists" USING btree ("application_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "locations_sibling_name_idx" ON "locations" USING btree ("list_id",coalesce("parent_id", 0),lower("name"));--> statement-breakpoint
CREATE INDEX "locations_parent_idx" ON "locations" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "top_locations_app_position_idx" ON "top_locations" USING btree ("application_id","position");--> statement-breakpoint
CREATE INDEX "top_locations_location_idx" ON "top_locations" USING btree ("location_id");