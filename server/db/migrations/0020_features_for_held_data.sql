-- Hand-written data migration: the orders, customers and linked-company areas became gated by
-- the application's features 'orders' and 'customers' after applications already held such
-- records (and seeding never touches existing rows), so those areas answered 404. Every
-- application that holds records of an area gets its feature, once; an application holding
-- none is left as it is. The version moves on so an edit form opened before saves no stale list.
UPDATE "applications" a SET "features" = array_append(a."features", 'orders'), "version" = a."version" + 1
 WHERE NOT ('orders' = ANY (a."features"))
   AND EXISTS (SELECT 1 FROM "orders" o WHERE o."application_id" = a."id");--> statement-breakpoint
UPDATE "applications" a SET "features" = array_append(a."features", 'customers'), "version" = a."version" + 1
 WHERE NOT ('customers' = ANY (a."features"))
   AND (EXISTS (SELECT 1 FROM "customers" c WHERE c."application_id" = a."id")
     OR EXISTS (SELECT 1 FROM "linked_companies" l WHERE l."application_id" = a."id"));
