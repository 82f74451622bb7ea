ALTER TABLE "integrations" ADD COLUMN "health_http_status" integer;--> statement-breakpoint
ALTER TABLE "integrations" ADD COLUMN "health_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "parent_area" varchar(40);--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "parent_id" varchar(64);--> statement-breakpoint
CREATE INDEX "integrations_health_due_idx" ON "integrations" USING btree ("health_due_at") WHERE "integrations"."enabled";--> statement-breakpoint
CREATE INDEX "audit_log_parent_idx" ON "audit_log" USING btree ("parent_area","parent_id","at" DESC NULLS LAST) WHERE "audit_log"."parent_id" is not null;--> statement-breakpoint
-- hand-written: begin
-- Checks recorded before the status code was kept: an unexpected status names it in its error.
UPDATE "integrations" SET "health_http_status" = substring("health_error" from 'got ([0-9]{3})$')::integer
 WHERE "health_status" = 'down' AND "health_error" ~ '^Expected status [0-9]+, got [0-9]{3}$';
-- hand-written: end
