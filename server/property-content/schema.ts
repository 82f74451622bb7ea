import { sql } from 'drizzle-orm';
import { date, index, pgTable, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { created, id, minor, ownedBy, updated, version } from '#server/db/columns';
import { applications } from '#server/db/schema';

/**
 * An application's own properties (issue 30): their content, and the offer its RSS feed
 * publishes. The price is integer minor units; images and facilities keep the form's order.
 */
export const properties = pgTable(
  'properties',
  {
    id: id(),
    applicationId: ownedBy(() => applications.id),
    name: varchar({ length: 100 }).notNull(),
    description: text().notNull().default(''),
    productType: varchar({ length: 20 }).notNull(),
    images: text().array().notNull().default(sql`'{}'::text[]`),
    facilities: text().array().notNull().default(sql`'{}'::text[]`),
    countryCode: varchar({ length: 2 }).notNull(),
    locationName: varchar({ length: 100 }).notNull(),
    stars: smallint().notNull(),
    fromPriceMinor: minor().notNull(),
    currency: varchar({ length: 3 }).notNull(),
    offerFrom: date({ mode: 'string' }),
    offerTo: date({ mode: 'string' }),
    version: version(),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    uniqueIndex('properties_app_name_idx').on(t.applicationId, sql`lower(${t.name})`),
    index('properties_app_country_idx').on(t.applicationId, t.countryCode),
  ],
);
