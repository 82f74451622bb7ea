import { and, eq } from 'drizzle-orm';
import type { SharedQuote } from '#contract/quotes';
import type { Db } from '#server/db/client';
import { applications } from '#server/db/schema';
import { NotFound } from '#server/kit/index';
import { itemOf, itemsOf, totalsOf } from './read';
import { quoteLists, quotes } from './schema';

/**
 * A shared quote for anyone holding its link: the id and the key must both match a quote that
 * is shared now; anything else is the same 404, so a guess learns nothing. What it shows is
 * what the customer is offered: no supplier prices, rules, ids, names or emails.
 */
export async function sharedQuote(db: Db, quoteId: number, shareKey: string): Promise<SharedQuote> {
  const [found] = await db
    .select({ quote: quotes, from: applications.name })
    .from(quotes)
    .innerJoin(quoteLists, eq(quoteLists.id, quotes.listId))
    .innerJoin(applications, eq(applications.id, quoteLists.applicationId))
    .where(and(eq(quotes.id, quoteId), eq(quotes.shareKey, shareKey)));
  if (!found) throw new NotFound();
  const items = (await itemsOf(db, [quoteId])).get(quoteId) ?? [];
  return {
    title: found.quote.title,
    from: found.from,
    items: items.map((i) => {
      const { countryCode: _c, supplierPrice: _s, ruleName: _r, ...shown } = itemOf(i);
      return shown;
    }),
    totals: totalsOf(items),
    updated: new Date(found.quote.updatedAt).toISOString(),
  };
}
