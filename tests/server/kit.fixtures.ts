import { sql } from 'drizzle-orm';
import { integer, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { Db } from '#server/db/client';
import { createTestDatabase, type DatabaseKind, type TestDatabase } from './test-database';

/** A table of the kit's own tests, made beside the migrated schema: things of two companies. */
export const things = pgTable('kit_things', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  companyId: integer().notNull(),
  name: varchar({ length: 100 }).notNull(),
  status: varchar({ length: 12 }).notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull(),
  version: integer().notNull().default(1),
});

/** Members of the kit's tests: one person may belong to several companies, no id of its own. */
export const members = pgTable(
  'kit_members',
  {
    companyId: integer().notNull(),
    personId: integer().notNull(),
    name: varchar({ length: 100 }).notNull(),
    version: integer().notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.personId] })],
);

export const THING_NAME_INDEX = 'kit_things_company_name_idx';

/** Names a search must take literally: wildcards, quotes, a backslash. */
export const NAMES = [
  'Alpha',
  'alpha two',
  '100% Travel',
  '100 Percent',
  'snake_case',
  'snakeXcase',
  "O'Brien Tours",
  'Back\\slash',
  'Zulu',
  'Mike',
  'Mike',
  'Mike',
] as const;

export async function kitDatabase(kind: DatabaseKind): Promise<TestDatabase & { db: Db }> {
  const test = await createTestDatabase(kind);
  const { db } = test.database;
  await db.execute(sql`
    create table kit_things (
      id integer primary key generated always as identity,
      company_id integer not null,
      name varchar(100) not null,
      status varchar(12) not null,
      created_at timestamptz not null,
      version integer not null default 1)`);
  await db.execute(sql`
    create table kit_members (
      company_id integer not null,
      person_id integer not null,
      name varchar(100) not null,
      version integer not null default 1,
      primary key (company_id, person_id))`);
  // Duplicate names are allowed in the list data; the unique index covers company 3 only.
  await db.execute(
    sql`create unique index kit_things_company_name_idx on kit_things (company_id, lower(name)) where company_id = 3`,
  );
  await db.insert(things).values(
    NAMES.map((name, i) => ({
      companyId: 1,
      name,
      status: i % 3 === 0 ? 'open' : i % 3 === 1 ? 'held' : 'closed',
      createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
    })),
  );
  await db.insert(things).values({
    companyId: 2,
    name: 'Alpha of another company',
    status: 'open',
    createdAt: new Date(Date.UTC(2026, 0, 1)),
  });
  return { ...test, db };
}
