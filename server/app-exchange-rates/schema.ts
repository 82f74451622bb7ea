import { numeric, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { created, id, ownedBy, updated, version } from '#server/db/columns';
import { applications } from '#server/db/schema';

/**
 * An application's own conversion rates (issue 30): exact numeric(18, 8), read and written as
 * decimal strings, never floats; one per ordered pair of currencies.
 */
export const appExchangeRates = pgTable(
  'app_exchange_rates',
  {
    id: id(),
    applicationId: ownedBy(() => applications.id),
    fromCurrency: varchar({ length: 3 }).notNull(),
    toCurrency: varchar({ length: 3 }).notNull(),
    rate: numeric({ precision: 18, scale: 8 }).notNull(),
    version: version(),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    uniqueIndex('app_exchange_rates_pair_idx').on(t.applicationId, t.fromCurrency, t.toCurrency),
  ],
);
