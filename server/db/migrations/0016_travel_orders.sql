CREATE TABLE "credit_accounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "credit_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"application_id" integer NOT NULL,
	"linked_company_id" integer NOT NULL,
	"currency" varchar(3) NOT NULL,
	"limit_minor" bigint NOT NULL,
	"balance_minor" bigint NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_ledger" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "credit_ledger_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" varchar(12) NOT NULL,
	"amount_minor" bigint NOT NULL,
	"reference" varchar(80) NOT NULL,
	"order_id" integer,
	"reason" varchar(500),
	"actor_id" integer
);
--> statement-breakpoint
CREATE TABLE "customer_hotlists" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customer_hotlists_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"offers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"application_id" integer NOT NULL,
	"key" varchar(32) NOT NULL,
	"title" varchar(10),
	"first_name" varchar(50),
	"last_name" varchar(50),
	"email" varchar(254) NOT NULL,
	"phone" varchar(20),
	"address1" varchar(250),
	"address2" varchar(250),
	"city" varchar(50),
	"state" varchar(50),
	"postcode" varchar(20),
	"country_code" varchar(2),
	"date_of_birth" date,
	"linked_company_id" integer,
	"membership_level" varchar(50),
	"marketing_consent" boolean DEFAULT false NOT NULL,
	"notes" varchar(2000),
	"search_text" varchar(400) DEFAULT '' NOT NULL,
	"erased_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "linked_companies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "linked_companies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"application_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"contact_name" varchar(100),
	"contact_email" varchar(254),
	"contact_phone" varchar(20),
	"address1" varchar(250),
	"address2" varchar(250),
	"city" varchar(50),
	"state" varchar(50),
	"postcode" varchar(20),
	"country_code" varchar(2),
	"status" varchar(12) DEFAULT 'Active' NOT NULL,
	"membership_level" varchar(50),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"product_type" varchar(30) NOT NULL,
	"supplier_name" varchar(100) NOT NULL,
	"supplier_reference" varchar(100),
	"description" varchar(500),
	"start_date" date,
	"end_date" date,
	"price_minor" bigint NOT NULL,
	"currency" varchar(3) NOT NULL,
	"status" varchar(24) NOT NULL,
	"refundable" boolean DEFAULT false NOT NULL,
	"rules_applied" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"price_before_change_minor" bigint
);
--> statement-breakpoint
CREATE TABLE "order_notes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_notes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"author_id" integer,
	"body" varchar(2000) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"amount_minor" bigint NOT NULL,
	"status" varchar(12) NOT NULL,
	"paid_on" date NOT NULL,
	"type" varchar(10) NOT NULL,
	"linked_company_id" integer
);
--> statement-breakpoint
CREATE TABLE "order_timeline" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_timeline_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" integer,
	"kind" varchar(12) NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_travellers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_travellers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"title" varchar(10),
	"first_name" varchar(50) NOT NULL,
	"last_name" varchar(50) NOT NULL,
	"date_of_birth" date,
	"passport_number" varchar(30),
	"passport_country" varchar(2),
	"passport_issue_date" date,
	"passport_expiry_date" date
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"application_id" integer NOT NULL,
	"key" varchar(32) NOT NULL,
	"reference" varchar(30) NOT NULL,
	"status" varchar(24) NOT NULL,
	"booking_date" date NOT NULL,
	"travel_date" date,
	"currency" varchar(3) NOT NULL,
	"agent" varchar(100),
	"customer_id" integer,
	"contact_title" varchar(10),
	"contact_first_name" varchar(50),
	"contact_last_name" varchar(50),
	"contact_email" varchar(254),
	"contact_phone" varchar(20),
	"total_minor" bigint DEFAULT 0 NOT NULL,
	"paid_minor" bigint DEFAULT 0 NOT NULL,
	"items_summary" varchar(200) DEFAULT '' NOT NULL,
	"deposit_schedule" jsonb,
	"vouchers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"search_text" varchar(1000) DEFAULT '' NOT NULL,
	"content_hash" varchar(64) NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "credit_accounts" ADD CONSTRAINT "credit_accounts_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_accounts" ADD CONSTRAINT "credit_accounts_linked_company_id_linked_companies_id_fk" FOREIGN KEY ("linked_company_id") REFERENCES "linked_companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_account_id_credit_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "credit_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_hotlists" ADD CONSTRAINT "customer_hotlists_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_linked_company_id_linked_companies_id_fk" FOREIGN KEY ("linked_company_id") REFERENCES "linked_companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "linked_companies" ADD CONSTRAINT "linked_companies_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_notes" ADD CONSTRAINT "order_notes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_notes" ADD CONSTRAINT "order_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_linked_company_id_linked_companies_id_fk" FOREIGN KEY ("linked_company_id") REFERENCES "linked_companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_timeline" ADD CONSTRAINT "order_timeline_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_timeline" ADD CONSTRAINT "order_timeline_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_travellers" ADD CONSTRAINT "order_travellers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_accounts_company_currency_idx" ON "credit_accounts" USING btree ("linked_company_id","currency");--> statement-breakpoint
CREATE INDEX "credit_accounts_app_idx" ON "credit_accounts" USING btree ("application_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_ledger_reference_idx" ON "credit_ledger" USING btree ("account_id","reference");--> statement-breakpoint
CREATE INDEX "credit_ledger_account_at_idx" ON "credit_ledger" USING btree ("account_id","at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "customer_hotlists_name_idx" ON "customer_hotlists" USING btree ("customer_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "customers_app_email_idx" ON "customers" USING btree ("application_id",lower("email"));--> statement-breakpoint
CREATE INDEX "customers_app_name_idx" ON "customers" USING btree ("application_id","last_name","first_name","id");--> statement-breakpoint
CREATE INDEX "customers_company_idx" ON "customers" USING btree ("linked_company_id") WHERE "customers"."linked_company_id" is not null;--> statement-breakpoint
CREATE INDEX "customers_search_trgm_idx" ON "customers" USING gin ("search_text" public.gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "linked_companies_app_name_idx" ON "linked_companies" USING btree ("application_id",lower("name"));--> statement-breakpoint
CREATE INDEX "linked_companies_name_trgm_idx" ON "linked_companies" USING gin ("name" public.gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "order_items_position_idx" ON "order_items" USING btree ("order_id","position");--> statement-breakpoint
CREATE INDEX "order_notes_order_idx" ON "order_notes" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "order_payments_position_idx" ON "order_payments" USING btree ("order_id","position");--> statement-breakpoint
CREATE INDEX "order_timeline_order_idx" ON "order_timeline" USING btree ("order_id","at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_travellers_position_idx" ON "order_travellers" USING btree ("order_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_app_reference_idx" ON "orders" USING btree ("application_id","reference");--> statement-breakpoint
CREATE INDEX "orders_app_booking_idx" ON "orders" USING btree ("application_id","booking_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_app_travel_idx" ON "orders" USING btree ("application_id","travel_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("customer_id") WHERE "orders"."customer_id" is not null;--> statement-breakpoint
CREATE INDEX "orders_search_trgm_idx" ON "orders" USING gin ("search_text" public.gin_trgm_ops);