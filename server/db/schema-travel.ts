import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { contact, created, id, minor, ownedBy, postalAddress, updated, version } from './columns';
import { applications, users } from './schema';

/*
 * The travel mid-office (issue 18): linked B2B companies with credit, customers and the orders the
 * booking sites send. Every row belongs to one application; money is integer minor units in
 * `bigint` columns (`…Minor`), never a float. Design: ../shared/spec/further-areas.md.
 */

const trigram = (column: unknown) => sql`${column} public.gin_trgm_ops`;

/**
 * My orders' customer order, "last first" lower-cased: the list sorts by it and
 * orders_app_customer_idx holds it, and PostgreSQL uses the index only for the same expression.
 */
export const CUSTOMER_SORT = (last: unknown, first: unknown) =>
  sql`lower(coalesce(${last}, '') || ' ' || coalesce(${first}, ''))`;

/** A B2B company the application sells to (its users are customers linked to it). */
export const linkedCompanies = pgTable(
  'linked_companies',
  {
    id: id(),
    applicationId: ownedBy(() => applications.id),
    name: varchar({ length: 100 }).notNull(),
    ...contact(),
    ...postalAddress(),
    /** 'Active', 'On hold' or 'Closed' (contract/linked-companies.ts). */
    status: varchar({ length: 12 }).notNull().default('Active'),
    membershipLevel: varchar({ length: 50 }),
    version: version(),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    uniqueIndex('linked_companies_app_name_idx').on(t.applicationId, sql`lower(${t.name})`),
    index('linked_companies_name_trgm_idx').using('gin', trigram(t.name)),
  ],
);

/**
 * A credit account of a linked company, one per currency. `balanceMinor` is the available credit:
 * the sum of the account's ledger, kept in step in the transaction that appends to it, so a debit
 * is one conditional UPDATE (`… where balance_minor >= amount`) that parallel orders cannot
 * overdraw.
 */
export const creditAccounts = pgTable(
  'credit_accounts',
  {
    id: id(),
    applicationId: ownedBy(() => applications.id),
    linkedCompanyId: ownedBy(() => linkedCompanies.id),
    currency: varchar({ length: 3 }).notNull(),
    limitMinor: minor().notNull(),
    balanceMinor: minor().notNull(),
    version: version(),
    createdAt: created(),
  },
  (t) => [
    uniqueIndex('credit_accounts_company_currency_idx').on(t.linkedCompanyId, t.currency),
    index('credit_accounts_app_idx').on(t.applicationId, t.id),
  ],
);

/**
 * The append-only usage ledger of a credit account: the opening limit, top-ups and adjustments
 * (with a reason), orders that consumed credit (negative) and refunds from cancellations. The
 * unique (account, reference) makes a resent order or a repeated refund add nothing twice.
 */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    accountId: ownedBy(() => creditAccounts.id),
    at: created(),
    /** 'opening', 'topup', 'adjustment', 'order' or 'refund'. */
    kind: varchar({ length: 12 }).notNull(),
    amountMinor: minor().notNull(),
    /** Idempotency key: `order:<orderId>`, `refund:<orderId>:<n>`, or a generated one. */
    reference: varchar({ length: 80 }).notNull(),
    orderId: integer(),
    reason: varchar({ length: 500 }),
    actorId: integer().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('credit_ledger_reference_idx').on(t.accountId, t.reference),
    index('credit_ledger_account_at_idx').on(t.accountId, t.at.desc(), t.id.desc()),
    // What an order consumed, for its refund on cancel and a resend's change of amount.
    index('credit_ledger_order_idx').on(t.orderId).where(sql`${t.orderId} is not null`),
  ],
);

/** A customer of a booking site; `key` is the random second half of its page address. */
export const customers = pgTable(
  'customers',
  {
    id: id(),
    applicationId: ownedBy(() => applications.id),
    key: varchar({ length: 32 }).notNull(),
    title: varchar({ length: 10 }),
    firstName: varchar({ length: 50 }),
    lastName: varchar({ length: 50 }),
    email: varchar({ length: 254 }).notNull(),
    phone: varchar({ length: 20 }),
    ...postalAddress(),
    dateOfBirth: date(),
    linkedCompanyId: integer().references(() => linkedCompanies.id, { onDelete: 'set null' }),
    membershipLevel: varchar({ length: 50 }),
    marketingConsent: boolean().notNull().default(false),
    notes: varchar({ length: 2000 }),
    /** Lower-cased name, email and phone in one column, for one trigram index. */
    searchText: varchar({ length: 400 }).notNull().default(''),
    /** Set when the customer's personal fields were anonymised (data-protection erasure). */
    erasedAt: timestamp({ withTimezone: true }),
    version: version(),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    uniqueIndex('customers_app_email_idx').on(t.applicationId, sql`lower(${t.email})`),
    index('customers_app_name_idx').on(t.applicationId, t.lastName, t.firstName, t.id),
    index('customers_company_idx')
      .on(t.linkedCompanyId)
      .where(sql`${t.linkedCompanyId} is not null`),
    index('customers_search_trgm_idx').using('gin', trigram(t.searchText)),
  ],
);

/** A customer's saved list of offers. */
export const customerHotlists = pgTable(
  'customer_hotlists',
  {
    id: id(),
    customerId: ownedBy(() => customers.id),
    name: varchar({ length: 100 }).notNull(),
    /** [{ name, link, priceMinor, currency, startDate, endDate }] as the site last sent it. */
    offers: jsonb().notNull().default(sql`'[]'::jsonb`),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [uniqueIndex('customer_hotlists_name_idx').on(t.customerId, sql`lower(${t.name})`)],
);

/**
 * An order a booking site sent. `key` is the random second half of its page address; the
 * contact fields are the order's own copy (editing them never changes the customer). The
 * deposit schedule is frozen as it first arrived, so a later rule edit never changes a booking.
 * `searchText` holds the reference, the contact's name and the supplier booking references for
 * one trigram index.
 */
export const orders = pgTable(
  'orders',
  {
    id: id(),
    applicationId: ownedBy(() => applications.id),
    key: varchar({ length: 32 }).notNull(),
    reference: varchar({ length: 30 }).notNull(),
    status: varchar({ length: 24 }).notNull(),
    bookingDate: date().notNull(),
    /** The first item's start date (null when no item has one). */
    travelDate: date(),
    currency: varchar({ length: 3 }).notNull(),
    agent: varchar({ length: 100 }),
    customerId: integer().references(() => customers.id, { onDelete: 'set null' }),
    contactTitle: varchar({ length: 10 }),
    contactFirstName: varchar({ length: 50 }),
    contactLastName: varchar({ length: 50 }),
    contactEmail: varchar({ length: 254 }),
    contactPhone: varchar({ length: 20 }),
    totalMinor: minor().notNull().default(0),
    paidMinor: minor().notNull().default(0),
    itemsSummary: varchar({ length: 200 }).notNull().default(''),
    depositSchedule: jsonb(),
    vouchers: jsonb().notNull().default(sql`'[]'::jsonb`),
    searchText: varchar({ length: 1000 }).notNull().default(''),
    /** SHA-256 of the order as last ingested: a resend of the same body is "unchanged". */
    contentHash: varchar({ length: 64 }).notNull(),
    version: version(),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    uniqueIndex('orders_app_reference_idx').on(t.applicationId, t.reference),
    index('orders_app_booking_idx').on(t.applicationId, t.bookingDate.desc(), t.id.desc()),
    index('orders_app_travel_idx').on(t.applicationId, t.travelDate.desc(), t.id.desc()),
    // My orders filtered by status or agent reads (and counts) its page off these instead of
    // every order of the range: bench/orders-list.mjs, 1,000,000 orders.
    index('orders_app_status_booking_idx').on(
      t.applicationId,
      t.status,
      t.bookingDate.desc(),
      t.id.desc(),
    ),
    // The filter is lower(agent) (any case matches). The agent itself and the travel date ride at
    // the end so the count reads the index alone: an index-only scan needs the columns under an
    // expression too.
    index('orders_app_agent_booking_idx').on(
      t.applicationId,
      sql`lower(${t.agent})`,
      t.bookingDate.desc(),
      t.id.desc(),
      t.agent,
      t.travelDate,
    ),
    // Sorted by total or customer, the page walks these in order and checks the date range in
    // the index (the dates are key columns, so a row out of range costs no table read): 10 rows
    // of the 90 days instead of sorting all 123,000 of them.
    index('orders_app_total_idx').on(
      t.applicationId,
      t.totalMinor.desc(),
      t.id.desc(),
      t.bookingDate,
      t.travelDate,
    ),
    index('orders_app_customer_idx').on(
      t.applicationId,
      sql`(${CUSTOMER_SORT(t.contactLastName, t.contactFirstName)}) desc nulls last`,
      t.id.desc(),
      t.bookingDate,
      t.travelDate,
    ),
    index('orders_customer_idx').on(t.customerId).where(sql`${t.customerId} is not null`),
    index('orders_search_trgm_idx').using('gin', trigram(t.searchText)),
  ],
);

/**
 * My orders' change counter, for its remembered totals (server/orders/list.ts): every statement
 * that inserts, updates or deletes orders adds one to a row of its application (trigger, migration
 * 0023). The version is the sum of the application's rows; each session writes the slot of its
 * backend, so two ingestion batches at once do not queue on one row for the rest of their
 * transactions. The sum only grows, and a statement reads it in the snapshot it counts in.
 */
export const orderVersions = pgTable(
  'order_versions',
  {
    applicationId: ownedBy(() => applications.id),
    slot: smallint().notNull(),
    version: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.applicationId, t.slot] })],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: id(),
    orderId: ownedBy(() => orders.id),
    position: smallint().notNull(),
    productType: varchar({ length: 30 }).notNull(),
    supplierName: varchar({ length: 100 }).notNull(),
    supplierReference: varchar({ length: 100 }),
    description: varchar({ length: 500 }),
    startDate: date(),
    endDate: date(),
    priceMinor: minor().notNull(),
    currency: varchar({ length: 3 }).notNull(),
    status: varchar({ length: 24 }).notNull(),
    refundable: boolean().notNull().default(false),
    rulesApplied: jsonb().notNull().default(sql`'[]'::jsonb`),
    priceBeforeChangeMinor: minor(),
    /**
     * Where the item is, as the site sent it (the supplier's own name; location normalisation
     * maps it): kept raw, so a mapping made later applies to it too.
     */
    destinationCountryCode: varchar({ length: 2 }),
    destinationName: varchar({ length: 100 }),
  },
  (t) => [
    uniqueIndex('order_items_position_idx').on(t.orderId, t.position),
    // My orders' text box finds a whole supplier booking reference here (server/orders/list.ts).
    index('order_items_supplier_reference_idx').on(t.supplierReference),
  ],
);

export const orderTravellers = pgTable(
  'order_travellers',
  {
    id: id(),
    orderId: ownedBy(() => orders.id),
    position: smallint().notNull(),
    title: varchar({ length: 10 }),
    firstName: varchar({ length: 50 }).notNull(),
    lastName: varchar({ length: 50 }).notNull(),
    dateOfBirth: date(),
    passportNumber: varchar({ length: 30 }),
    passportCountry: varchar({ length: 2 }),
    passportIssueDate: date(),
    passportExpiryDate: date(),
  },
  (t) => [uniqueIndex('order_travellers_position_idx').on(t.orderId, t.position)],
);

export const orderPayments = pgTable(
  'order_payments',
  {
    id: id(),
    orderId: ownedBy(() => orders.id),
    position: smallint().notNull(),
    amountMinor: minor().notNull(),
    /** 'Pending', 'Paid', 'Failed' or 'Refunded'. */
    status: varchar({ length: 12 }).notNull(),
    paidOn: date().notNull(),
    /** 'card', 'bank', 'account' (on a linked company's credit) or 'voucher'. */
    type: varchar({ length: 10 }).notNull(),
    linkedCompanyId: integer().references(() => linkedCompanies.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('order_payments_position_idx').on(t.orderId, t.position)],
);

export const orderNotes = pgTable(
  'order_notes',
  {
    id: id(),
    orderId: ownedBy(() => orders.id),
    authorId: integer().references(() => users.id, { onDelete: 'set null' }),
    body: varchar({ length: 2000 }).notNull(),
    createdAt: created(),
  },
  (t) => [index('order_notes_order_idx').on(t.orderId, t.createdAt)],
);

/**
 * Everything that happened to an order, for its timeline: 'created', 'updated' (ingested),
 * 'status', 'note', 'contact', 'cancelled'. `actorId` is null for the booking site.
 */
export const orderTimeline = pgTable(
  'order_timeline',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: ownedBy(() => orders.id),
    at: created(),
    actorId: integer().references(() => users.id, { onDelete: 'set null' }),
    kind: varchar({ length: 12 }).notNull(),
    detail: jsonb().notNull().default(sql`'{}'::jsonb`),
  },
  (t) => [index('order_timeline_order_idx').on(t.orderId, t.at, t.id)],
);
