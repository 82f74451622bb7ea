-- A fold adds to rollup rows in place; room left on each page lets PostgreSQL keep the new row
-- version on the same page without touching the wide primary-key index (a HOT update).
ALTER TABLE "search_daily_places" SET (fillfactor = 70);--> statement-breakpoint
ALTER TABLE "search_daily_values" SET (fillfactor = 70);
