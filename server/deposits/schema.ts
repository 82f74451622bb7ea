import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  integer,
  pgTable,
  smallint,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { created, id, ownedBy, updated, version } from '#server/db/columns';
import { applications } from '#server/db/schema';

/**
 * An application's deposit options (issue 29): what a customer may pay up front and how the
 * rest follows. A percentage is kept as basis points and a fixed amount as minor units, both in
 * `amount` (never floats); the names are unique in the application, as customers choose by them.
 */
export const depositOptions = pgTable(
  'deposit_options',
  {
    id: id(),
    applicationId: ownedBy(() => applications.id),
    name: varchar({ length: 100 }).notNull(),
    description: varchar({ length: 1000 }).notNull().default(''),
    type: varchar({ length: 20 }).notNull(),
    amountKind: varchar({ length: 10 }).notNull(),
    amount: bigint({ mode: 'number' }).notNull(),
    instalments: smallint().notNull().default(1),
    version: version(),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    uniqueIndex('deposit_options_app_name_ci_idx').on(t.applicationId, sql`lower(${t.name})`),
  ],
);

/**
 * An application's deposit rules: the enabled rule of highest priority (1) that a basket meets
 * offers its options. Priorities are unique in the application; the options offered are ids of
 * the application's options, in the order the customer sees them (an option a rule offers
 * cannot be deleted).
 */
export const depositRules = pgTable(
  'deposit_rules',
  {
    id: id(),
    applicationId: ownedBy(() => applications.id),
    name: varchar({ length: 100 }).notNull(),
    priority: integer().notNull(),
    enabled: boolean().notNull().default(true),
    optionIds: integer().array().notNull(),
    minDaysBeforeTravel: integer().notNull(),
    balanceDueDays: integer().notNull(),
    version: version(),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [uniqueIndex('deposit_rules_app_priority_idx').on(t.applicationId, t.priority)],
);

/**
 * One row per application whose deposit rules or options were ever written. Every writer locks
 * it first, so two saves in one application take turns: a rule's options are checked against
 * options that cannot change or go underneath it, and a reorder sees every rule.
 */
export const depositSets = pgTable('deposit_sets', {
  applicationId: integer()
    .primaryKey()
    .references(() => applications.id, { onDelete: 'cascade' }),
  version: integer().notNull().default(0),
});
