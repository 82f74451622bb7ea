import { bigint, date, index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { created, id, ownedBy, updated, version } from '#server/db/columns';
import { applications } from '#server/db/schema';
import { customers } from '#server/db/schema-travel';

/** A customer's set of quotes (issue 30). */
export const quoteLists = pgTable(
  'quote_lists',
  {
    id: id(),
    applicationId: ownedBy(() => applications.id),
    customerId: ownedBy(() => customers.id),
    name: varchar({ length: 100 }).notNull(),
    version: version(),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    index('quote_lists_app_updated_idx').on(t.applicationId, t.updatedAt, t.id),
    index('quote_lists_customer_idx').on(t.customerId),
  ],
);

/**
 * A quote of a list. `shareKey` is the random half of its public link while it is shared;
 * revoking clears it, so the old link is a 404 for good.
 */
export const quotes = pgTable(
  'quotes',
  {
    id: id(),
    listId: ownedBy(() => quoteLists.id),
    title: varchar({ length: 100 }).notNull(),
    shareKey: varchar({ length: 64 }),
    sharedAt: timestamp({ withTimezone: true }),
    version: version(),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [index('quotes_list_idx').on(t.listId, t.id)],
);

/** An item a quote offers, as priced when the quote was saved (money in minor units). */
export const quoteItems = pgTable(
  'quote_items',
  {
    id: id(),
    quoteId: ownedBy(() => quotes.id),
    position: integer().notNull(),
    productType: varchar({ length: 30 }).notNull(),
    description: varchar({ length: 200 }).notNull(),
    startDate: date().notNull(),
    endDate: date().notNull(),
    countryCode: varchar({ length: 2 }).notNull().default(''),
    destination: varchar({ length: 100 }).notNull().default(''),
    supplierPriceMinor: bigint({ mode: 'number' }).notNull(),
    priceMinor: bigint({ mode: 'number' }).notNull(),
    currency: varchar({ length: 3 }).notNull(),
    ruleName: varchar({ length: 100 }),
  },
  (t) => [index('quote_items_quote_idx').on(t.quoteId, t.position)],
);
