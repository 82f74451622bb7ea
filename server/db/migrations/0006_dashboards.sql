CREATE TABLE "dashboards" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dashboards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"application_id" integer,
	"name" varchar(50) NOT NULL,
	"description" varchar(150) DEFAULT '' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_daily_places" (
	"application_id" integer NOT NULL,
	"day" date NOT NULL,
	"search_type" smallint NOT NULL,
	"destination_name" varchar(100) NOT NULL,
	"country_code" varchar(2) NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"searches" integer NOT NULL,
	CONSTRAINT "search_daily_places_application_id_day_search_type_destination_name_country_code_latitude_longitude_pk" PRIMARY KEY("application_id","day","search_type","destination_name","country_code","latitude","longitude")
);
--> statement-breakpoint
CREATE TABLE "search_daily_values" (
	"application_id" integer NOT NULL,
	"day" date NOT NULL,
	"search_type" smallint NOT NULL,
	"metric" smallint NOT NULL,
	"value" integer NOT NULL,
	"searches" integer NOT NULL,
	"results" bigint NOT NULL,
	CONSTRAINT "search_daily_values_application_id_day_metric_search_type_value_pk" PRIMARY KEY("application_id","day","metric","search_type","value")
);
--> statement-breakpoint
CREATE TABLE "search_events" (
	"application_id" integer NOT NULL,
	"event_id" varchar(64) NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"search_type" smallint NOT NULL,
	"destination_name" varchar(100) NOT NULL,
	"country_code" varchar(2) NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"check_in" date NOT NULL,
	"check_out" date NOT NULL,
	"adults" smallint NOT NULL,
	"children" smallint NOT NULL,
	"duration_ms" integer NOT NULL,
	"result_count" integer NOT NULL,
	CONSTRAINT "search_events_application_id_event_id_pk" PRIMARY KEY("application_id","event_id")
);
--> statement-breakpoint
CREATE TABLE "widget_instances" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "widget_instances_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"dashboard_id" integer NOT NULL,
	"widget_id" integer NOT NULL,
	"order_id" integer DEFAULT 99 NOT NULL,
	"title" varchar(100) NOT NULL,
	"selected_application_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"date_range_id" varchar(10),
	"custom_date_range" varchar(40),
	"css_width" varchar(20) NOT NULL,
	"additional_settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dashboards" ADD CONSTRAINT "dashboards_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboards" ADD CONSTRAINT "dashboards_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_daily_places" ADD CONSTRAINT "search_daily_places_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_daily_values" ADD CONSTRAINT "search_daily_values_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_events" ADD CONSTRAINT "search_events_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "widget_instances" ADD CONSTRAINT "widget_instances_dashboard_id_dashboards_id_fk" FOREIGN KEY ("dashboard_id") REFERENCES "dashboards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dashboards_scope_idx" ON "dashboards" USING btree ("company_id","application_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dashboards_one_default_idx" ON "dashboards" USING btree ("company_id",coalesce("application_id", 0)) WHERE "dashboards"."is_default";--> statement-breakpoint
CREATE INDEX "search_events_app_time_idx" ON "search_events" USING btree ("application_id","occurred_at");--> statement-breakpoint
CREATE INDEX "widget_instances_dashboard_idx" ON "widget_instances" USING btree ("dashboard_id","order_id");