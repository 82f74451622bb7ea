import { pgTable, varchar } from 'drizzle-orm/pg-core';
import { created, ownedBy } from '#server/db/columns';
import { applications } from '#server/db/schema';

/**
 * Each application's offers feed key: random, so the public feed's address names the
 * application's offers and nothing else, and a new key retires the old address.
 */
export const offerFeeds = pgTable('offer_feeds', {
  applicationId: ownedBy(() => applications.id).primaryKey(),
  feedKey: varchar({ length: 64 }).notNull().unique(),
  createdAt: created(),
});
