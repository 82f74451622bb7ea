ALTER TABLE "order_items" ADD COLUMN "destination_country_code" varchar(2);--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "destination_name" varchar(100);