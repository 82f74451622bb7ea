CREATE TABLE "supplier_settings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "supplier_settings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"supplier_id" integer NOT NULL,
	"name" varchar(50) NOT NULL,
	"label" varchar(100) NOT NULL,
	"type" varchar(10) NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"default_value" varchar(500),
	"options" text[] DEFAULT '{}'::text[] NOT NULL,
	"help_text" varchar(500),
	"sort_order" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "suppliers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_type" varchar(20) NOT NULL,
	"code" varchar(40) NOT NULL,
	"kind" varchar(50) NOT NULL,
	"name" varchar(100) NOT NULL,
	"premium" boolean DEFAULT false NOT NULL,
	"health_method" varchar(4) DEFAULT 'GET' NOT NULL,
	"health_url" varchar(500) NOT NULL,
	"health_status" integer DEFAULT 200 NOT NULL,
	"health_timeout_ms" integer DEFAULT 5000 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "supplier_settings" ADD CONSTRAINT "supplier_settings_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_settings_name_ci_idx" ON "supplier_settings" USING btree ("supplier_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "suppliers_type_code_idx" ON "suppliers" USING btree ("product_type","code");--> statement-breakpoint
CREATE INDEX "suppliers_name_ci_idx" ON "suppliers" USING btree (lower("name"),"id");