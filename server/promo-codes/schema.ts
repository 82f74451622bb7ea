import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { created, id, minor, ownedBy, updated, version } from '#server/db/columns';
import { applications } from '#server/db/schema';

/**
 * An application's promo code rules (issue 29). The discount is stored in integer units: basis
 * points for a percent (1000 = 10 %), minor units for an amount. `uses` counts the live
 * redemptions of all its codes, moved only by the redemption's conditional statement.
 */
export const voucherRules = pgTable(
  'voucher_rules',
  {
    id: id(),
    applicationId: ownedBy(() => applications.id),
    name: varchar({ length: 100 }).notNull(),
    enabled: boolean().notNull().default(true),
    discountKind: varchar({ length: 10 }).notNull(),
    discountValue: minor().notNull(),
    capMinor: minor(),
    currency: varchar({ length: 3 }).notNull(),
    minSpendMinor: minor(),
    validFrom: date(),
    validTo: date(),
    productTypes: jsonb().$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    maxUsesTotal: integer(),
    usesPerCode: integer().notNull().default(1),
    maxUsesPerCustomer: integer(),
    uses: integer().notNull().default(0),
    version: version(),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [uniqueIndex('voucher_rules_app_name_idx').on(t.applicationId, sql`lower(${t.name})`)],
);

/** Batches of generated codes, with the progress the codes page shows while one runs. */
export const voucherBatches = pgTable('voucher_batches', {
  id: id(),
  applicationId: ownedBy(() => applications.id),
  ruleId: ownedBy(() => voucherRules.id),
  quantity: integer().notNull(),
  prefix: varchar({ length: 12 }).notNull().default(''),
  length: integer().notNull(),
  maxUses: integer().notNull(),
  expiresOn: date(),
  generated: integer().notNull().default(0),
  status: varchar({ length: 10 }).notNull().default('Running'),
  /** Moved with each chunk: a running batch whose heartbeat stopped lost its process. */
  heartbeatAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  createdAt: created(),
});

/** A code of a rule; unique in its application, looked up as typed in capitals. */
export const voucherCodes = pgTable(
  'voucher_codes',
  {
    id: id(),
    applicationId: ownedBy(() => applications.id),
    ruleId: ownedBy(() => voucherRules.id),
    batchId: integer().references(() => voucherBatches.id, { onDelete: 'set null' }),
    code: varchar({ length: 40 }).notNull(),
    maxUses: integer().notNull().default(1),
    uses: integer().notNull().default(0),
    expiresOn: date(),
    version: version(),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    uniqueIndex('voucher_codes_app_code_idx').on(t.applicationId, t.code),
    index('voucher_codes_rule_idx').on(t.ruleId),
    index('voucher_codes_batch_idx').on(t.batchId),
  ],
);

/**
 * One row per (code, order): a resend of the same order finds it, and a release marks it rather
 * than deleting it, so the code's page shows the use and that it was given back.
 */
export const voucherRedemptions = pgTable(
  'voucher_redemptions',
  {
    id: id(),
    codeId: ownedBy(() => voucherCodes.id),
    ruleId: ownedBy(() => voucherRules.id),
    applicationId: ownedBy(() => applications.id),
    orderReference: varchar({ length: 30 }).notNull(),
    customerEmail: varchar({ length: 254 }).notNull(),
    discountMinor: minor().notNull(),
    currency: varchar({ length: 3 }).notNull(),
    createdAt: created(),
    releasedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('voucher_redemptions_code_order_idx').on(t.codeId, t.orderReference),
    index('voucher_redemptions_order_idx').on(t.applicationId, t.orderReference),
    index('voucher_redemptions_customer_idx').on(t.ruleId, t.customerEmail),
  ],
);
