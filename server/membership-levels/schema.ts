import { sql } from 'drizzle-orm';
import { integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { created, id, minor, ownedBy, updated, version } from '#server/db/columns';
import { applications } from '#server/db/schema';
import { linkedCompanies } from '#server/db/schema-travel';

/**
 * An application's membership levels (issue 29). A customer's level is its name (the customers'
 * `membership_level`), so the name is unique in the application whatever its case.
 */
export const membershipLevels = pgTable(
  'membership_levels',
  {
    id: id(),
    applicationId: ownedBy(() => applications.id),
    name: varchar({ length: 50 }).notNull(),
    priceMinor: minor().notNull(),
    currency: varchar({ length: 3 }).notNull(),
    billingPeriod: varchar({ length: 12 }).notNull(),
    benefits: varchar({ length: 2000 }),
    linkedCompanyId: integer().references(() => linkedCompanies.id, { onDelete: 'set null' }),
    version: version(),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [uniqueIndex('membership_levels_app_name_idx').on(t.applicationId, sql`lower(${t.name})`)],
);
