CREATE TABLE "starred_pages" (
	"user_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"path" varchar(300) NOT NULL,
	"title" varchar(100) NOT NULL,
	"permission" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "starred_pages_user_id_company_id_path_pk" PRIMARY KEY("user_id","company_id","path")
);
--> statement-breakpoint
CREATE TABLE "user_preferences" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"theme" varchar(20) DEFAULT 'light' NOT NULL,
	"floating_navbar" boolean DEFAULT true NOT NULL,
	"primary_colour" varchar(20) DEFAULT 'primary' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "starred_pages" ADD CONSTRAINT "starred_pages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "starred_pages" ADD CONSTRAINT "starred_pages_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_preferences" ADD CONSTRAINT "user_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;