import { sql } from 'drizzle-orm';
import { index, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { created, id, updated } from '#server/db/columns';

/**
 * The platform's normalised locations (issue 28): one name per place and country, as
 * pricing-rule destinations and reports name it. Renaming one keeps every name mapped to it.
 */
export const normalisedLocations = pgTable(
  'normalised_locations',
  {
    id: id(),
    countryCode: varchar({ length: 2 }).notNull(),
    name: varchar({ length: 100 }).notNull(),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [uniqueIndex('normalised_locations_name_ci_idx').on(t.countryCode, sql`lower(${t.name})`)],
);

/**
 * A supplier's own name for a place in a country, as order items and uploads bring it. `key` is
 * the name as the pricing engine compares places (normalisePlace): one row per spelling that
 * differs in more than case, accents and spaces.
 */
export const locationNames = pgTable(
  'location_names',
  {
    id: id(),
    countryCode: varchar({ length: 2 }).notNull(),
    name: varchar({ length: 100 }).notNull(),
    key: varchar({ length: 300 }).notNull(),
    locationId: integer().references(() => normalisedLocations.id, { onDelete: 'set null' }),
    /** One of LOCATION_SOURCES: where the name was first seen. */
    source: varchar({ length: 10 }).notNull(),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    uniqueIndex('location_names_key_idx').on(t.countryCode, t.key),
    index('location_names_location_idx').on(t.locationId),
    index('location_names_name_ci_idx').on(sql`lower(${t.name})`, t.id),
  ],
);
