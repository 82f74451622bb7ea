import { and, desc, eq, gte, ilike, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { toMinor } from '#contract/money';
import { type FeedQuery, MAX_FEED_ITEMS } from '#contract/offer-feed';
import type { Db } from '#server/db/client';
import { containsPattern } from '#server/http/paging';
import { properties as p } from '#server/property-content/schema';

export type Offer = typeof p.$inferSelect;

/** The filters as conditions; each value reaches the SQL as a parameter. */
function conditions(applicationId: number, q: FeedQuery): SQL[] {
  const where: (SQL | undefined)[] = [
    eq(p.applicationId, applicationId),
    // An offer that has ended is no offer.
    or(isNull(p.offerTo), gte(p.offerTo, sql`current_date`)),
    q.country ? eq(p.countryCode, q.country) : undefined,
    q.destination ? ilike(p.locationName, containsPattern(q.destination)) : undefined,
    q.minStars ? gte(p.stars, q.minStars) : undefined,
    q.minPrice ? gte(p.fromPriceMinor, toMinor(q.minPrice) ?? 0) : undefined,
    q.maxPrice ? lte(p.fromPriceMinor, toMinor(q.maxPrice) ?? 0) : undefined,
    q.currency ? eq(p.currency, q.currency) : undefined,
    q.productType ? eq(p.productType, q.productType) : undefined,
    // Open at some time in the window: ends after it starts and starts before it ends.
    q.from ? or(isNull(p.offerTo), gte(p.offerTo, q.from)) : undefined,
    q.to ? or(isNull(p.offerFrom), lte(p.offerFrom, q.to)) : undefined,
  ];
  return where.filter((c): c is SQL => c !== undefined);
}

/** The application's matching offers, most recently changed first, at most MAX_FEED_ITEMS. */
export function matchingOffers(db: Db, applicationId: number, q: FeedQuery): Promise<Offer[]> {
  return db
    .select()
    .from(p)
    .where(and(...conditions(applicationId, q)))
    .orderBy(desc(p.updatedAt), desc(p.id))
    .limit(MAX_FEED_ITEMS);
}
