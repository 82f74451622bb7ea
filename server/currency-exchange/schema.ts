import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { OpeningHours } from '#contract/currency-exchange';
import { created, id, ownedBy, updated, version } from '#server/db/columns';
import { applications, users } from '#server/db/schema';

/** Rates: numeric(18, 8), exact; read and written as decimal strings, never floats. */
const rate = () => numeric({ precision: 18, scale: 8 });
/** Margins: a percentage, numeric(7, 4). */
const margin = () => numeric({ precision: 7, scale: 4 });

/** An application's currencies (currency manager); a code once per application. */
export const currexCurrencies = pgTable(
  'currex_currencies',
  {
    id: id(),
    applicationId: ownedBy(() => applications.id),
    code: varchar({ length: 3 }).notNull(),
    name: varchar({ length: 50 }).notNull(),
    symbol: varchar({ length: 5 }).notNull(),
    enabled: boolean().notNull().default(true),
    margin: margin().notNull().default('0'),
    version: version(),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [uniqueIndex('currex_currencies_app_code_idx').on(t.applicationId, t.code)],
);

/**
 * A currency's current rate, one row per currency made with it (the rate fields null until a
 * rate is entered). The database refuses a sell rate under the buy rate as well as the API.
 */
export const currexRates = pgTable(
  'currex_rates',
  {
    currencyId: integer()
      .primaryKey()
      .references(() => currexCurrencies.id, { onDelete: 'cascade' }),
    applicationId: ownedBy(() => applications.id),
    baseCurrency: varchar({ length: 3 }),
    buyRate: rate(),
    sellRate: rate(),
    margin: margin(),
    lastUpdated: timestamp({ withTimezone: true }),
    version: version(),
  },
  (t) => [
    check('currex_rates_sell_not_under_buy', sql`${t.sellRate} >= ${t.buyRate}`),
    check('currex_rates_positive', sql`${t.buyRate} > 0`),
  ],
);

/**
 * Every rate a currency had, appended in the transaction that changed it; a trigger refuses
 * updates and direct deletes (hand SQL in the migration), so the chart shows what was quoted.
 */
export const currexRateHistory = pgTable(
  'currex_rate_history',
  {
    id: id(),
    currencyId: ownedBy(() => currexCurrencies.id),
    baseCurrency: varchar({ length: 3 }).notNull(),
    buyRate: rate().notNull(),
    sellRate: rate().notNull(),
    margin: margin().notNull(),
    changedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    changedBy: integer().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('currex_rate_history_currency_idx').on(t.currencyId, t.changedAt)],
);

/** An application's exchange branches. */
export const currexBranches = pgTable(
  'currex_branches',
  {
    id: id(),
    applicationId: ownedBy(() => applications.id),
    name: varchar({ length: 100 }).notNull(),
    address1: varchar({ length: 250 }),
    address2: varchar({ length: 250 }),
    city: varchar({ length: 50 }),
    state: varchar({ length: 50 }),
    postcode: varchar({ length: 20 }),
    countryCode: varchar({ length: 2 }),
    phone: varchar({ length: 20 }),
    openingHours: jsonb().$type<OpeningHours>().notNull(),
    currencies: varchar({ length: 3 }).array().notNull().default(sql`'{}'`),
    version: version(),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [index('currex_branches_app_name_ci_idx').on(t.applicationId, sql`lower(${t.name})`)],
);

/**
 * Delivery fees by band of order value (minor units, both ends included). Bands of one
 * application, delivery type and currency never overlap: an exclusion constraint
 * (currex_delivery_fees_no_overlap, hand SQL in the migration, btree_gist) refuses the second
 * of two overlapping saves, even when both were checked at once.
 */
export const currexDeliveryFees = pgTable(
  'currex_delivery_fees',
  {
    id: id(),
    applicationId: ownedBy(() => applications.id),
    deliveryType: varchar({ length: 20 }).notNull(),
    currency: varchar({ length: 3 }).notNull(),
    minOrderMinor: bigint({ mode: 'number' }).notNull(),
    maxOrderMinor: bigint({ mode: 'number' }).notNull(),
    feeMinor: bigint({ mode: 'number' }).notNull(),
    version: version(),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [check('currex_delivery_fees_band', sql`${t.maxOrderMinor} >= ${t.minOrderMinor}`)],
);
