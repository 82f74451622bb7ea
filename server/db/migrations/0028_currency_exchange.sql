CREATE TABLE "currex_branches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "currex_branches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"application_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"address1" varchar(250),
	"address2" varchar(250),
	"city" varchar(50),
	"state" varchar(50),
	"postcode" varchar(20),
	"country_code" varchar(2),
	"phone" varchar(20),
	"opening_hours" jsonb NOT NULL,
	"currencies" varchar(3)[] DEFAULT '{}' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "currex_currencies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "currex_currencies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"application_id" integer NOT NULL,
	"code" varchar(3) NOT NULL,
	"name" varchar(50) NOT NULL,
	"symbol" varchar(5) NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"margin" numeric(7, 4) DEFAULT '0' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "currex_delivery_fees" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "currex_delivery_fees_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"application_id" integer NOT NULL,
	"delivery_type" varchar(20) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"min_order_minor" bigint NOT NULL,
	"max_order_minor" bigint NOT NULL,
	"fee_minor" bigint NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "currex_delivery_fees_band" CHECK ("currex_delivery_fees"."max_order_minor" >= "currex_delivery_fees"."min_order_minor")
);
--> statement-breakpoint
CREATE TABLE "currex_rate_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "currex_rate_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"currency_id" integer NOT NULL,
	"base_currency" varchar(3) NOT NULL,
	"buy_rate" numeric(18, 8) NOT NULL,
	"sell_rate" numeric(18, 8) NOT NULL,
	"margin" numeric(7, 4) NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"changed_by" integer
);
--> statement-breakpoint
CREATE TABLE "currex_rates" (
	"currency_id" integer PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"base_currency" varchar(3),
	"buy_rate" numeric(18, 8),
	"sell_rate" numeric(18, 8),
	"margin" numeric(7, 4),
	"last_updated" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "currex_rates_sell_not_under_buy" CHECK ("currex_rates"."sell_rate" >= "currex_rates"."buy_rate"),
	CONSTRAINT "currex_rates_positive" CHECK ("currex_rates"."buy_rate" > 0)
);
--> statement-breakpoint
ALTER TABLE "currex_branches" ADD CONSTRAINT "currex_branches_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "currex_currencies" ADD CONSTRAINT "currex_currencies_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "currex_delivery_fees" ADD CONSTRAINT "currex_delivery_fees_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "currex_rate_history" ADD CONSTRAINT "currex_rate_history_currency_id_currex_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "currex_currencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "currex_rate_history" ADD CONSTRAINT "currex_rate_history_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "currex_rates" ADD CONSTRAINT "currex_rates_currency_id_currex_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "currex_currencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "currex_rates" ADD CONSTRAINT "currex_rates_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "currex_branches_app_name_ci_idx" ON "currex_branches" USING btree ("application_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "currex_currencies_app_code_idx" ON "currex_currencies" USING btree ("application_id","code");--> statement-breakpoint
CREATE INDEX "currex_rate_history_currency_idx" ON "currex_rate_history" USING btree ("currency_id","changed_at");--> statement-breakpoint
-- Hand SQL (currency exchange), below drizzle-kit's part.
-- Delivery-fee bands of one application, delivery type and currency never overlap, whatever
-- runs at once: btree_gist gives the integer and text equalities the range's GiST index needs.
CREATE EXTENSION IF NOT EXISTS btree_gist WITH SCHEMA public;--> statement-breakpoint
ALTER TABLE "currex_delivery_fees" ADD CONSTRAINT "currex_delivery_fees_no_overlap" EXCLUDE USING gist (
  "application_id" WITH =,
  "delivery_type" WITH =,
  "currency" WITH =,
  int8range("min_order_minor", "max_order_minor", '[]') WITH &&
);--> statement-breakpoint
-- The rate history is append-only: no update, and no delete but the cascade of its currency's
-- (or application's) removal, which runs inside the foreign key's own trigger.
CREATE FUNCTION currex_rate_history_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND pg_trigger_depth() > 1 THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'currex_rate_history is append-only' USING ERRCODE = '55000';
END $$;--> statement-breakpoint
CREATE TRIGGER currex_rate_history_append_only BEFORE UPDATE OR DELETE ON currex_rate_history
  FOR EACH ROW EXECUTE FUNCTION currex_rate_history_append_only();
