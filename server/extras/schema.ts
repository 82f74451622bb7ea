import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { created, id, minor, ownedBy, updated, version } from '#server/db/columns';
import { applications } from '#server/db/schema';

/** An application's groups of extras (issue 29): "Transfers", "Insurance", "Experiences". */
export const extraGroups = pgTable(
  'extra_groups',
  {
    id: id(),
    applicationId: ownedBy(() => applications.id),
    name: varchar({ length: 100 }).notNull(),
    description: varchar({ length: 1000 }),
    version: version(),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [uniqueIndex('extra_groups_app_name_idx').on(t.applicationId, sql`lower(${t.name})`)],
);

/**
 * An add-on sold with a booking. Its group is the application's (checked on every write), and a
 * group is deleted only once empty (checked at the statement's end, so deleting the
 * application still takes both), so a removal never loses an extra with its audit trail.
 */
export const extras = pgTable(
  'extras',
  {
    id: id(),
    applicationId: ownedBy(() => applications.id),
    groupId: integer()
      .notNull()
      .references(() => extraGroups.id, { onDelete: 'no action' }),
    name: varchar({ length: 100 }).notNull(),
    description: varchar({ length: 1000 }),
    priceMinor: minor().notNull(),
    currency: varchar({ length: 3 }).notNull(),
    /** 'perPerson' or 'perBooking'. */
    priceBasis: varchar({ length: 12 }).notNull(),
    /** Product types it goes with; empty for every type. */
    productTypes: text().array().notNull().default(sql`'{}'::text[]`),
    version: version(),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    uniqueIndex('extras_group_name_idx').on(t.groupId, sql`lower(${t.name})`),
    index('extras_app_idx').on(t.applicationId),
  ],
);
