CREATE TABLE "spreadsheet_export_files" (
	"run_id" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "spreadsheet_export_files_run_id_pk" PRIMARY KEY("run_id")
);
--> statement-breakpoint
CREATE TABLE "spreadsheet_export_runs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "spreadsheet_export_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"export_id" integer NOT NULL,
	"trigger" varchar(8) NOT NULL,
	"status" varchar(8) DEFAULT 'Running' NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"heartbeat_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"rows" integer,
	"error" text,
	"file_expires_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "spreadsheet_exports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "spreadsheet_exports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"application_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"entity" varchar(12) NOT NULL,
	"columns" jsonb NOT NULL,
	"recipients" jsonb NOT NULL,
	"filters" jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"schedule_kind" varchar(8) NOT NULL,
	"time" varchar(5) NOT NULL,
	"weekday" varchar(9) NOT NULL,
	"cron" varchar(100) NOT NULL,
	"time_zone" varchar(64) NOT NULL,
	"next_run_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "spreadsheet_export_files" ADD CONSTRAINT "spreadsheet_export_files_run_id_spreadsheet_export_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "spreadsheet_export_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spreadsheet_export_runs" ADD CONSTRAINT "spreadsheet_export_runs_export_id_spreadsheet_exports_id_fk" FOREIGN KEY ("export_id") REFERENCES "spreadsheet_exports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spreadsheet_exports" ADD CONSTRAINT "spreadsheet_exports_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "spreadsheet_export_runs_export_idx" ON "spreadsheet_export_runs" USING btree ("export_id","started_at");--> statement-breakpoint
CREATE INDEX "spreadsheet_export_runs_running_idx" ON "spreadsheet_export_runs" USING btree ("heartbeat_at") WHERE "spreadsheet_export_runs"."status" = 'Running';--> statement-breakpoint
CREATE UNIQUE INDEX "spreadsheet_exports_app_name_idx" ON "spreadsheet_exports" USING btree ("application_id",lower("name"));--> statement-breakpoint
CREATE INDEX "spreadsheet_exports_due_idx" ON "spreadsheet_exports" USING btree ("next_run_at") WHERE "spreadsheet_exports"."enabled";