import { type AnyPgColumn, bigint, integer, timestamp, varchar } from 'drizzle-orm/pg-core';

/*
 * Column groups the schema files repeat, written once. Each is a function: a Drizzle column
 * builder belongs to the one table it is placed in. The SQL they stand for is the migrations'.
 */

export const id = () => integer().primaryKey().generatedAlwaysAsIdentity();
export const created = () => timestamp({ withTimezone: true }).notNull().defaultNow();
export const updated = () => timestamp({ withTimezone: true }).notNull().defaultNow();
/** Money in integer minor units (cents), never a float. */
export const minor = () => bigint({ mode: 'number' });
/** Optimistic concurrency: an edit sends the version it read; a stale one is a 409. */
export const version = () => integer().notNull().default(1);

/** A row that belongs to another: deleting the owner deletes it. */
export const ownedBy = (owner: () => AnyPgColumn) =>
  integer().notNull().references(owner, { onDelete: 'cascade' });

const street = () => ({
  address1: varchar({ length: 250 }),
  address2: varchar({ length: 250 }),
  city: varchar({ length: 50 }),
  state: varchar({ length: 50 }),
});

/** A company's or an application's address (the spec's forms have no postcode there). */
export const address = () => ({ ...street(), countryCode: varchar({ length: 2 }) });

/** The postal address of a linked company or a customer. */
export const postalAddress = () => ({
  ...street(),
  postcode: varchar({ length: 20 }),
  countryCode: varchar({ length: 2 }),
});

/** The person to reach at a company. */
export const contact = () => ({
  contactName: varchar({ length: 100 }),
  contactEmail: varchar({ length: 254 }),
  contactPhone: varchar({ length: 20 }),
});
