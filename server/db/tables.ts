/** Every table of the database, for the Drizzle client and drizzle-kit: one line per schema file. */

export * from '../suppliers/schema';
export * from './schema';
export * from './schema-travel';
