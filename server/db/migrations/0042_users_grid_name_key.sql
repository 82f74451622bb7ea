ALTER TABLE "memberships" ADD COLUMN "name_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "memberships" m SET "name_key" = lower(trim(u."first_name" || ' ' || u."last_name"))
  FROM "users" u WHERE u."id" = m."user_id";--> statement-breakpoint
CREATE INDEX "memberships_company_name_idx" ON "memberships" USING btree ("company_id","name_key","user_id");--> statement-breakpoint
-- memberships.name_key is the users grid's sort by name (server/users/list-order.ts): a new
-- membership takes its user's, and a renamed user's memberships take the new one.
CREATE FUNCTION membership_name_key() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.name_key := coalesce(
    (SELECT lower(trim(u.first_name || ' ' || u.last_name)) FROM users u WHERE u.id = NEW.user_id),
    '');
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER memberships_name_key BEFORE INSERT OR UPDATE OF user_id ON memberships
  FOR EACH ROW EXECUTE FUNCTION membership_name_key();--> statement-breakpoint
CREATE FUNCTION users_renamed_name_key() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE memberships SET name_key = lower(trim(NEW.first_name || ' ' || NEW.last_name))
   WHERE user_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER users_renamed_name_key AFTER UPDATE OF first_name, last_name ON users
  FOR EACH ROW WHEN ((OLD.first_name, OLD.last_name) IS DISTINCT FROM (NEW.first_name, NEW.last_name))
  EXECUTE FUNCTION users_renamed_name_key();
