CREATE TABLE "gift_voucher_definitions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "gift_voucher_definitions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"application_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"values_minor" jsonb NOT NULL,
	"validity_months" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gift_voucher_ledger" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "gift_voucher_ledger_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"voucher_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" varchar(12) NOT NULL,
	"amount_minor" bigint NOT NULL,
	"reference" varchar(80) NOT NULL,
	"order_reference" varchar(50),
	"actor_id" integer
);
--> statement-breakpoint
CREATE TABLE "gift_vouchers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "gift_vouchers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"application_id" integer NOT NULL,
	"definition_id" integer NOT NULL,
	"code" varchar(14) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"value_minor" bigint NOT NULL,
	"balance_minor" bigint NOT NULL,
	"expires_on" date NOT NULL,
	"buyer_name" varchar(100) NOT NULL,
	"buyer_email" varchar(254) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_vouchers_balance_check" CHECK ("gift_vouchers"."balance_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "reward_rules" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reward_rules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"application_id" integer NOT NULL,
	"reward_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"priority" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"conditions" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rewards" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rewards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"application_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"terms" text DEFAULT '' NOT NULL,
	"image_url" varchar(120),
	"value" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "gift_voucher_definitions" ADD CONSTRAINT "gift_voucher_definitions_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_voucher_ledger" ADD CONSTRAINT "gift_voucher_ledger_voucher_id_gift_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "gift_vouchers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_voucher_ledger" ADD CONSTRAINT "gift_voucher_ledger_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_vouchers" ADD CONSTRAINT "gift_vouchers_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_vouchers" ADD CONSTRAINT "gift_vouchers_definition_id_gift_voucher_definitions_id_fk" FOREIGN KEY ("definition_id") REFERENCES "gift_voucher_definitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_rules" ADD CONSTRAINT "reward_rules_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_rules" ADD CONSTRAINT "reward_rules_reward_id_rewards_id_fk" FOREIGN KEY ("reward_id") REFERENCES "rewards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rewards" ADD CONSTRAINT "rewards_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gift_voucher_definitions_app_name_idx" ON "gift_voucher_definitions" USING btree ("application_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "gift_voucher_ledger_reference_idx" ON "gift_voucher_ledger" USING btree ("voucher_id","reference");--> statement-breakpoint
CREATE INDEX "gift_voucher_ledger_order_idx" ON "gift_voucher_ledger" USING btree ("order_reference") WHERE "gift_voucher_ledger"."order_reference" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "gift_vouchers_app_code_idx" ON "gift_vouchers" USING btree ("application_id","code");--> statement-breakpoint
CREATE INDEX "gift_vouchers_definition_idx" ON "gift_vouchers" USING btree ("definition_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "reward_rules_app_priority_idx" ON "reward_rules" USING btree ("application_id","priority");--> statement-breakpoint
CREATE INDEX "reward_rules_reward_idx" ON "reward_rules" USING btree ("reward_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rewards_app_name_idx" ON "rewards" USING btree ("application_id",lower("name"));--> statement-breakpoint
-- Hand-written (not drizzle-kit's): a gift voucher's ledger is append-only. An entry is never
-- changed; a correction is a new entry. Rows go only with their voucher (a cascade delete).
CREATE FUNCTION gift_voucher_ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'gift_voucher_ledger is append-only';
END $$;--> statement-breakpoint
CREATE TRIGGER gift_voucher_ledger_no_update BEFORE UPDATE ON gift_voucher_ledger
  FOR EACH ROW EXECUTE FUNCTION gift_voucher_ledger_append_only();
