import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { created, id, ownedBy, updated, version } from '#server/db/columns';

/** The platform's supplier directory (issue 28): what booking sites may integrate with. */
export const suppliers = pgTable(
  'suppliers',
  {
    id: id(),
    /** One of PRODUCT_TYPES (contract/supplier-records.ts). */
    productType: varchar({ length: 20 }).notNull(),
    /** With the product type, the public key `Packages:traveltek`. */
    code: varchar({ length: 40 }).notNull(),
    kind: varchar({ length: 50 }).notNull(),
    name: varchar({ length: 100 }).notNull(),
    premium: boolean().notNull().default(false),
    healthMethod: varchar({ length: 4 }).notNull().default('GET'),
    /** May name settings as `{settingName}`, filled in per integration. */
    healthUrl: varchar({ length: 500 }).notNull(),
    healthStatus: integer().notNull().default(200),
    healthTimeoutMs: integer().notNull().default(5000),
    version: version(),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    uniqueIndex('suppliers_type_code_idx').on(t.productType, t.code),
    index('suppliers_name_ci_idx').on(sql`lower(${t.name})`, t.id),
  ],
);

/** What an integration with the supplier must be given: one definition per setting. */
export const supplierSettings = pgTable(
  'supplier_settings',
  {
    id: id(),
    supplierId: ownedBy(() => suppliers.id),
    name: varchar({ length: 50 }).notNull(),
    label: varchar({ length: 100 }).notNull(),
    /** One of SETTING_TYPES. */
    type: varchar({ length: 10 }).notNull(),
    required: boolean().notNull().default(false),
    defaultValue: varchar({ length: 500 }),
    options: text().array().notNull().default(sql`'{}'::text[]`),
    helpText: varchar({ length: 500 }),
    sortOrder: integer().notNull().default(0),
    version: version(),
    createdAt: created(),
  },
  (t) => [
    // A URL template names a setting by it, whatever its case: one name, one setting.
    uniqueIndex('supplier_settings_name_ci_idx').on(t.supplierId, sql`lower(${t.name})`),
  ],
);
