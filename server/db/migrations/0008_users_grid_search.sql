-- pg_trgm lives in schema public whatever schema is migrated (tests migrate one per run), and
-- runs that migrate at once may race to create it: the loser's duplicate is harmless.
DO $$ BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
EXCEPTION WHEN unique_violation OR duplicate_object THEN NULL;
END $$;--> statement-breakpoint
DROP INDEX "memberships_role_idx";--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "users_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "last_login_at" timestamp with time zone;--> statement-breakpoint
UPDATE "memberships" m SET "last_login_at" = s.at
  FROM (SELECT user_id, company_id, max(created_at) AS at FROM sign_ins
        WHERE success AND user_id IS NOT NULL AND company_id IS NOT NULL GROUP BY 1, 2) s
  WHERE m.user_id = s.user_id AND m.company_id = s.company_id;--> statement-breakpoint
CREATE INDEX "memberships_role_user_idx" ON "memberships" USING btree ("role_id","user_id");--> statement-breakpoint
CREATE INDEX "memberships_company_login_asc_idx" ON "memberships" USING btree ("company_id","last_login_at","user_id");--> statement-breakpoint
CREATE INDEX "memberships_company_login_desc_idx" ON "memberships" USING btree ("company_id","last_login_at" DESC NULLS LAST,"user_id" DESC NULLS FIRST);--> statement-breakpoint
-- The default order's index also carries what the search filters on, so a page of a common
-- fragment ("smith", one user in ten) is filtered in the index alone (an index-only scan).
DROP INDEX "users_full_name_ci_idx";--> statement-breakpoint
CREATE INDEX "users_full_name_ci_idx" ON "users" USING btree (lower(trim("first_name" || ' ' || "last_name")),"id") INCLUDE ("first_name","last_name","email");--> statement-breakpoint
CREATE INDEX "users_full_name_trgm_idx" ON "users" USING gin (trim("first_name" || ' ' || "last_name") public.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" public.gin_trgm_ops);--> statement-breakpoint
-- companies.users_version: one bump per statement (a bulk import of 5,000 rows is one), only for
-- changes that can change a users-grid count: members joining or leaving, a name or email edited.
CREATE FUNCTION bump_users_version_of_members() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE companies SET users_version = users_version + 1
   WHERE id IN (SELECT company_id FROM changed_members);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER memberships_added_bump_version AFTER INSERT ON memberships
  REFERENCING NEW TABLE AS changed_members
  FOR EACH STATEMENT EXECUTE FUNCTION bump_users_version_of_members();--> statement-breakpoint
CREATE TRIGGER memberships_removed_bump_version AFTER DELETE ON memberships
  REFERENCING OLD TABLE AS changed_members
  FOR EACH STATEMENT EXECUTE FUNCTION bump_users_version_of_members();--> statement-breakpoint
CREATE FUNCTION bump_users_version_of_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE companies SET users_version = users_version + 1
   WHERE id IN (SELECT m.company_id FROM memberships m
                  JOIN new_users n ON n.id = m.user_id
                  JOIN old_users o ON o.id = n.id
                 WHERE (n.first_name, n.last_name, n.email)
                       IS DISTINCT FROM (o.first_name, o.last_name, o.email));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER users_renamed_bump_version AFTER UPDATE ON users
  REFERENCING OLD TABLE AS old_users NEW TABLE AS new_users
  FOR EACH STATEMENT EXECUTE FUNCTION bump_users_version_of_renamed();
