CREATE TABLE "location_names" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "location_names_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"country_code" varchar(2) NOT NULL,
	"name" varchar(100) NOT NULL,
	"key" varchar(300) NOT NULL,
	"location_id" integer,
	"source" varchar(10) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "normalised_locations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "normalised_locations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"country_code" varchar(2) NOT NULL,
	"name" varchar(100) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "location_names" ADD CONSTRAINT "location_names_location_id_normalised_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "normalised_locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "location_names_key_idx" ON "location_names" USING btree ("country_code","key");--> statement-breakpoint
CREATE INDEX "location_names_location_idx" ON "location_names" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "location_names_name_ci_idx" ON "location_names" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE UNIQUE INDEX "normalised_locations_name_ci_idx" ON "normalised_locations" USING btree ("country_code",lower("name"));