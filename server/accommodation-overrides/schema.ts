import { sql } from 'drizzle-orm';
import { index, integer, pgTable, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { created, id, ownedBy, updated, version } from '#server/db/columns';
import { applications } from '#server/db/schema';
import { suppliers } from '#server/suppliers/schema';

/**
 * What an application shows instead of a supplier's own content for one of its properties
 * (issue 30): a null or empty column keeps the supplier's. One per supplier's property.
 */
export const accommodationOverrides = pgTable(
  'accommodation_overrides',
  {
    id: id(),
    applicationId: ownedBy(() => applications.id),
    supplierId: integer()
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    supplierPropertyId: varchar({ length: 50 }).notNull(),
    name: varchar({ length: 100 }),
    images: text().array().notNull().default(sql`'{}'::text[]`),
    stars: smallint(),
    version: version(),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    uniqueIndex('accommodation_overrides_app_supplier_property_idx').on(
      t.applicationId,
      t.supplierId,
      t.supplierPropertyId,
    ),
    index('accommodation_overrides_supplier_idx').on(t.supplierId),
  ],
);
