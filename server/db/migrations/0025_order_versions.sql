CREATE TABLE "order_versions" (
	"application_id" integer NOT NULL,
	"slot" smallint NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "order_versions_application_id_slot_pk" PRIMARY KEY("application_id","slot")
);
--> statement-breakpoint
ALTER TABLE "order_versions" ADD CONSTRAINT "order_versions_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_items_supplier_reference_idx" ON "order_items" USING btree ("supplier_reference");--> statement-breakpoint
-- One bump per statement and application, in the slot of the writing session (see the schema).
-- An application being deleted takes its orders with it: its counter has nothing left to count.
CREATE FUNCTION bump_order_versions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_versions AS v (application_id, slot, version)
  SELECT DISTINCT c.application_id, pg_backend_pid() % 8, 1 FROM changed_orders c
   WHERE EXISTS (SELECT 1 FROM applications a WHERE a.id = c.application_id)
  ON CONFLICT (application_id, slot) DO UPDATE SET version = v.version + 1;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER orders_added_bump_version AFTER INSERT ON orders
  REFERENCING NEW TABLE AS changed_orders
  FOR EACH STATEMENT EXECUTE FUNCTION bump_order_versions();--> statement-breakpoint
CREATE TRIGGER orders_changed_bump_version AFTER UPDATE ON orders
  REFERENCING NEW TABLE AS changed_orders
  FOR EACH STATEMENT EXECUTE FUNCTION bump_order_versions();--> statement-breakpoint
CREATE TRIGGER orders_removed_bump_version AFTER DELETE ON orders
  REFERENCING OLD TABLE AS changed_orders
  FOR EACH STATEMENT EXECUTE FUNCTION bump_order_versions();
