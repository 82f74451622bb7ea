import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { created, id, minor, ownedBy, updated, version } from '#server/db/columns';
import { applications, users } from '#server/db/schema';

/** A gift voucher as the application sells it: its values (minor units) and validity. */
export const giftVoucherDefinitions = pgTable(
  'gift_voucher_definitions',
  {
    id: id(),
    applicationId: ownedBy(() => applications.id),
    name: varchar({ length: 100 }).notNull(),
    currency: varchar({ length: 3 }).notNull(),
    valuesMinor: jsonb().$type<number[]>().notNull(),
    validityMonths: integer().notNull(),
    enabled: boolean().notNull().default(true),
    version: version(),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    uniqueIndex('gift_voucher_definitions_app_name_idx').on(t.applicationId, sql`lower(${t.name})`),
  ],
);

/**
 * A voucher issued from a definition. `balanceMinor` is the sum of its ledger, moved only by
 * the ledger's one conditional statement (server/gift-vouchers/ledger.ts), never below zero.
 */
export const giftVouchers = pgTable(
  'gift_vouchers',
  {
    id: id(),
    applicationId: ownedBy(() => applications.id),
    definitionId: ownedBy(() => giftVoucherDefinitions.id),
    /** XXXX-XXXX-XXXX of the code alphabet; unique in the application. */
    code: varchar({ length: 14 }).notNull(),
    currency: varchar({ length: 3 }).notNull(),
    valueMinor: minor().notNull(),
    balanceMinor: minor().notNull(),
    /** The last day it can be spent. */
    expiresOn: date({ mode: 'string' }).notNull(),
    buyerName: varchar({ length: 100 }).notNull(),
    buyerEmail: varchar({ length: 254 }).notNull(),
    createdAt: created(),
  },
  (t) => [
    uniqueIndex('gift_vouchers_app_code_idx').on(t.applicationId, t.code),
    index('gift_vouchers_definition_idx').on(t.definitionId, t.createdAt, t.id),
    check('gift_vouchers_balance_check', sql`${t.balanceMinor} >= 0`),
  ],
);

/**
 * The append-only ledger of a voucher: its issue (positive), redemptions for orders (negative)
 * and refunds when an order is cancelled. The unique (voucher, reference) makes a resent
 * redemption or a repeated refund add nothing twice.
 */
export const giftVoucherLedger = pgTable(
  'gift_voucher_ledger',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    voucherId: ownedBy(() => giftVouchers.id),
    at: created(),
    /** 'issue', 'redeem' or 'refund'. */
    kind: varchar({ length: 12 }).notNull(),
    amountMinor: minor().notNull(),
    /** `issue`, `redeem:<orderReference>`, `refund:<orderId>:v<version>`. */
    reference: varchar({ length: 80 }).notNull(),
    orderReference: varchar({ length: 50 }),
    actorId: integer().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('gift_voucher_ledger_reference_idx').on(t.voucherId, t.reference),
    index('gift_voucher_ledger_order_idx')
      .on(t.orderReference)
      .where(sql`${t.orderReference} is not null`),
  ],
);
