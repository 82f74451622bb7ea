CREATE INDEX "memberships_company_created_idx" ON "memberships" USING btree ("company_id","created_at","user_id");--> statement-breakpoint
CREATE INDEX "memberships_company_active_idx" ON "memberships" USING btree ("company_id","is_active","user_id");--> statement-breakpoint
CREATE INDEX "users_full_name_ci_idx" ON "users" USING btree (lower(trim("first_name" || ' ' || "last_name")),"id");