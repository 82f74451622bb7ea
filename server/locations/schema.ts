import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  pgTable,
  smallint,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { created, id, ownedBy, updated, version } from '#server/db/columns';
import { applications } from '#server/db/schema';

/** An application's named lists of places ("Sun destinations"), each a tree of locations. */
export const locationLists = pgTable(
  'location_lists',
  {
    id: id(),
    applicationId: ownedBy(() => applications.id),
    name: varchar({ length: 100 }).notNull(),
    description: varchar({ length: 500 }),
    version: version(),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [uniqueIndex('location_lists_app_name_idx').on(t.applicationId, sql`lower(${t.name})`)],
);

/**
 * A place in a list: a country (level 1), a region under a country (2) or a city under a region
 * (3). A location's level is its parent's plus one, checked on every write, and a move keeps its
 * level, so its children keep theirs. Parents and lists go only once empty (checked at the
 * statement's end, so deleting the application still takes the whole tree).
 */
export const locations = pgTable(
  'locations',
  {
    id: id(),
    applicationId: ownedBy(() => applications.id),
    listId: integer()
      .notNull()
      .references(() => locationLists.id, { onDelete: 'no action' }),
    parentId: integer().references((): AnyPgColumn => locations.id, { onDelete: 'no action' }),
    level: smallint().notNull(),
    name: varchar({ length: 100 }).notNull(),
    code: varchar({ length: 10 }),
    version: version(),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    uniqueIndex('locations_sibling_name_idx').on(
      t.listId,
      sql`coalesce(${t.parentId}, 0)`,
      sql`lower(${t.name})`,
    ),
    index('locations_parent_idx').on(t.parentId),
    check('locations_level_check', sql`${t.level} between 1 and 3`),
    check('locations_parent_level_check', sql`(${t.level} = 1) = (${t.parentId} is null)`),
  ],
);

/**
 * The destinations an application's site features, in order: a position unique in the
 * application (renumbered in one transaction by a reorder), optionally a location list's entry.
 */
export const topLocations = pgTable(
  'top_locations',
  {
    id: id(),
    applicationId: ownedBy(() => applications.id),
    position: integer().notNull(),
    name: varchar({ length: 100 }).notNull(),
    countryCode: varchar({ length: 2 }).notNull(),
    locationId: integer().references(() => locations.id, { onDelete: 'set null' }),
    imageUrl: varchar({ length: 500 }),
    version: version(),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    uniqueIndex('top_locations_app_position_idx').on(t.applicationId, t.position),
    index('top_locations_location_idx').on(t.locationId),
  ],
);

/** A flight search partner's code for a place, mapped to the IATA airport it means. */
export const flightPartnerLocations = pgTable(
  'flight_partner_locations',
  {
    id: id(),
    applicationId: ownedBy(() => applications.id),
    partner: varchar({ length: 50 }).notNull(),
    partnerCode: varchar({ length: 20 }).notNull(),
    iataCode: varchar({ length: 3 }).notNull(),
    name: varchar({ length: 100 }),
    version: version(),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    uniqueIndex('flight_partner_locations_code_idx').on(
      t.applicationId,
      sql`lower(${t.partner})`,
      sql`lower(${t.partnerCode})`,
    ),
    check('flight_partner_locations_iata_check', sql`${t.iataCode} ~ '^[A-Z]{3}$'`),
  ],
);
