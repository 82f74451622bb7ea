CREATE TABLE "accommodation_overrides" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "accommodation_overrides_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"application_id" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	"supplier_property_id" varchar(50) NOT NULL,
	"name" varchar(100),
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"stars" smallint,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_exchange_rates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "app_exchange_rates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"application_id" integer NOT NULL,
	"from_currency" varchar(3) NOT NULL,
	"to_currency" varchar(3) NOT NULL,
	"rate" numeric(18, 8) NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "properties" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "properties_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"application_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"product_type" varchar(20) NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"facilities" text[] DEFAULT '{}'::text[] NOT NULL,
	"country_code" varchar(2) NOT NULL,
	"location_name" varchar(100) NOT NULL,
	"stars" smallint NOT NULL,
	"from_price_minor" bigint NOT NULL,
	"currency" varchar(3) NOT NULL,
	"offer_from" date,
	"offer_to" date,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offer_feeds" (
	"application_id" integer PRIMARY KEY NOT NULL,
	"feed_key" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offer_feeds_feedKey_unique" UNIQUE("feed_key")
);
--> statement-breakpoint
ALTER TABLE "accommodation_overrides" ADD CONSTRAINT "accommodation_overrides_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accommodation_overrides" ADD CONSTRAINT "accommodation_overrides_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_exchange_rates" ADD CONSTRAINT "app_exchange_rates_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_feeds" ADD CONSTRAINT "offer_feeds_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accommodation_overrides_app_supplier_property_idx" ON "accommodation_overrides" USING btree ("application_id","supplier_id","supplier_property_id");--> statement-breakpoint
CREATE INDEX "accommodation_overrides_supplier_idx" ON "accommodation_overrides" USING btree ("supplier_id");--> statement-breakpoint
CREATE UNIQUE INDEX "app_exchange_rates_pair_idx" ON "app_exchange_rates" USING btree ("application_id","from_currency","to_currency");--> statement-breakpoint
CREATE UNIQUE INDEX "properties_app_name_idx" ON "properties" USING btree ("application_id",lower("name"));--> statement-breakpoint
CREATE INDEX "properties_app_country_idx" ON "properties" USING btree ("application_id","country_code");