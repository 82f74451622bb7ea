-- My orders at a million orders (bench/orders-list.mjs). The agent filter is lower(agent): the
-- index on the agent as sent never served it. Sorted by total or customer, the page walks an index
-- in that order instead of sorting every order of the range.
DROP INDEX "orders_app_agent_booking_idx";--> statement-breakpoint
CREATE INDEX "orders_app_total_idx" ON "orders" USING btree ("application_id","total_minor" DESC NULLS LAST,"id" DESC NULLS LAST,"booking_date","travel_date");--> statement-breakpoint
CREATE INDEX "orders_app_customer_idx" ON "orders" USING btree ("application_id",(lower(coalesce("contact_last_name", '') || ' ' || coalesce("contact_first_name", ''))) desc nulls last,"id" DESC NULLS LAST,"booking_date","travel_date");--> statement-breakpoint
CREATE INDEX "orders_app_agent_booking_idx" ON "orders" USING btree ("application_id",lower("agent"),"booking_date" DESC NULLS LAST,"id" DESC NULLS LAST,"agent","travel_date");--> statement-breakpoint
-- The planner guesses how many orders a text matches from this column's sample: with the default
-- 100 values a name on 5% of the orders came out at 100 matches, so it read all 50,000 through
-- the trigram index instead of walking the date index for a page of them.
ALTER TABLE "orders" ALTER COLUMN "search_text" SET STATISTICS 1000;--> statement-breakpoint
ANALYZE "orders";