ALTER TABLE "users" ADD COLUMN "phone" varchar(20);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "spoken_languages" varchar(200);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "dob" varchar(10);--> statement-breakpoint
-- Hand-written: phone, languages and date of birth belong to the person, not to one company.
-- Each account keeps the values its oldest membership (the company it came from) held.
UPDATE "users" u SET "phone" = m."phone", "spoken_languages" = m."spoken_languages", "dob" = m."dob"
  FROM (SELECT DISTINCT ON ("user_id") "user_id", "phone", "spoken_languages", "dob"
          FROM "memberships" ORDER BY "user_id", "created_at", "company_id") m
 WHERE m."user_id" = u."id";--> statement-breakpoint
-- End of hand-written SQL.
ALTER TABLE "memberships" DROP COLUMN "phone";--> statement-breakpoint
ALTER TABLE "memberships" DROP COLUMN "spoken_languages";--> statement-breakpoint
ALTER TABLE "memberships" DROP COLUMN "dob";
