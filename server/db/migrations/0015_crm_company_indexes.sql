CREATE INDEX "companies_name_ci_idx" ON "companies" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "companies_created_idx" ON "companies" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "companies_status_idx" ON "companies" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "companies_name_trgm_idx" ON "companies" USING gin ("name" public.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "companies_contact_name_trgm_idx" ON "companies" USING gin ("contact_name" public.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "companies_contact_email_trgm_idx" ON "companies" USING gin ("contact_email" public.gin_trgm_ops);