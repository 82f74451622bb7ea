ALTER TABLE "user_preferences" ALTER COLUMN "theme" SET DEFAULT 'system';--> statement-breakpoint
ALTER TABLE "user_preferences" ADD COLUMN "tour_done" boolean DEFAULT false NOT NULL;