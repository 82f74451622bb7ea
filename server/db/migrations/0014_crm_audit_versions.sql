CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" integer,
	"company_id" integer,
	"application_id" integer,
	"area" varchar(40) NOT NULL,
	"record_id" varchar(64) NOT NULL,
	"label" varchar(200),
	"action" varchar(10) NOT NULL,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "contact_name" varchar(100);--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "contact_email" varchar(254);--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "contact_phone" varchar(20);--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "status" varchar(12) DEFAULT 'Active' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "company_interests" ADD COLUMN "status" varchar(12) DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "company_interests" ADD COLUMN "notes" varchar(2000);--> statement-breakpoint
ALTER TABLE "company_interests" ADD COLUMN "company_id" integer;--> statement-breakpoint
ALTER TABLE "company_interests" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_company_at_idx" ON "audit_log" USING btree ("company_id","at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_record_idx" ON "audit_log" USING btree ("area","record_id","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("company_id","actor_id","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
ALTER TABLE "company_interests" ADD CONSTRAINT "company_interests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_interests_status_idx" ON "company_interests" USING btree ("status","updated_at");--> statement-breakpoint
CREATE INDEX "company_interests_company_idx" ON "company_interests" USING btree ("company_id") WHERE "company_interests"."company_id" is not null;