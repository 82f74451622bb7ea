CREATE TABLE "search_pending_places" (
	"application_id" integer NOT NULL,
	"day" date NOT NULL,
	"search_type" smallint NOT NULL,
	"destination_name" varchar(100) NOT NULL,
	"country_code" varchar(2) NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"searches" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_pending_values" (
	"application_id" integer NOT NULL,
	"day" date NOT NULL,
	"search_type" smallint NOT NULL,
	"metric" smallint NOT NULL,
	"value" integer NOT NULL,
	"searches" integer NOT NULL,
	"results" bigint NOT NULL
);
