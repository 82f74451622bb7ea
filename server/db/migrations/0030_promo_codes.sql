CREATE TABLE "voucher_batches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "voucher_batches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"application_id" integer NOT NULL,
	"rule_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"prefix" varchar(12) DEFAULT '' NOT NULL,
	"length" integer NOT NULL,
	"max_uses" integer NOT NULL,
	"expires_on" date,
	"generated" integer DEFAULT 0 NOT NULL,
	"status" varchar(10) DEFAULT 'Running' NOT NULL,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voucher_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "voucher_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"application_id" integer NOT NULL,
	"rule_id" integer NOT NULL,
	"batch_id" integer,
	"code" varchar(40) NOT NULL,
	"max_uses" integer DEFAULT 1 NOT NULL,
	"uses" integer DEFAULT 0 NOT NULL,
	"expires_on" date,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voucher_redemptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "voucher_redemptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code_id" integer NOT NULL,
	"rule_id" integer NOT NULL,
	"application_id" integer NOT NULL,
	"order_reference" varchar(30) NOT NULL,
	"customer_email" varchar(254) NOT NULL,
	"discount_minor" bigint NOT NULL,
	"currency" varchar(3) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "voucher_rules" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "voucher_rules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"application_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"discount_kind" varchar(10) NOT NULL,
	"discount_value" bigint NOT NULL,
	"cap_minor" bigint,
	"currency" varchar(3) NOT NULL,
	"min_spend_minor" bigint,
	"valid_from" date,
	"valid_to" date,
	"product_types" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"max_uses_total" integer,
	"uses_per_code" integer DEFAULT 1 NOT NULL,
	"max_uses_per_customer" integer,
	"uses" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "voucher_batches" ADD CONSTRAINT "voucher_batches_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_batches" ADD CONSTRAINT "voucher_batches_rule_id_voucher_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "voucher_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_codes" ADD CONSTRAINT "voucher_codes_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_codes" ADD CONSTRAINT "voucher_codes_rule_id_voucher_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "voucher_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_codes" ADD CONSTRAINT "voucher_codes_batch_id_voucher_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "voucher_batches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_redemptions" ADD CONSTRAINT "voucher_redemptions_code_id_voucher_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "voucher_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_redemptions" ADD CONSTRAINT "voucher_redemptions_rule_id_voucher_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "voucher_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_redemptions" ADD CONSTRAINT "voucher_redemptions_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_rules" ADD CONSTRAINT "voucher_rules_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "voucher_codes_app_code_idx" ON "voucher_codes" USING btree ("application_id","code");--> statement-breakpoint
CREATE INDEX "voucher_codes_rule_idx" ON "voucher_codes" USING btree ("rule_id");--> statement-breakpoint
CREATE INDEX "voucher_codes_batch_idx" ON "voucher_codes" USING btree ("batch_id");--> statement-breakpoint
CREATE UNIQUE INDEX "voucher_redemptions_code_order_idx" ON "voucher_redemptions" USING btree ("code_id","order_reference");--> statement-breakpoint
CREATE INDEX "voucher_redemptions_order_idx" ON "voucher_redemptions" USING btree ("application_id","order_reference");--> statement-breakpoint
CREATE INDEX "voucher_redemptions_customer_idx" ON "voucher_redemptions" USING btree ("rule_id","customer_email");--> statement-breakpoint
CREATE UNIQUE INDEX "voucher_rules_app_name_idx" ON "voucher_rules" USING btree ("application_id",lower("name"));