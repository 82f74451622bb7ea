import { eq, sql } from 'drizzle-orm';
import {
  boolean,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '#server/db/client';
import { statementName } from '#server/db/prepared';
import { rows } from '#server/db/rows';
import { signal } from './signal';

const things = pgTable('named_things', {
  id: serial().primaryKey(),
  name: text().notNull().unique(),
  at: timestamp({ withTimezone: true, mode: 'string' }),
  doc: jsonb().$type<{ tags: string[] }>(),
  amount: numeric({ precision: 12, scale: 2 }),
  tags: text().array(),
  ok: boolean(),
  n: integer(),
});

const byName = sql.placeholder('name');

/** A row with a value of every kind the statements carry back. */
const FULL = {
  name: 'full',
  at: '2026-11-25 09:30:00+00',
  doc: { tags: ['a', 'b'] },
  amount: '1234.50',
  tags: ['x', 'y'],
  ok: true,
  n: 7,
};

describe('named statements on PGlite (server/db/pglite-named.ts)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase();
    await database.db.execute(sql`create table named_things (
      id serial primary key, name text not null unique, at timestamptz, doc jsonb,
      amount numeric(12, 2), tags text[], ok boolean, n integer)`);
    await database.db.insert(things).values([FULL, { name: 'empty' }]);
  });
  afterAll(() => database.close());

  const select = () =>
    database.db.select().from(things).where(eq(things.name, byName)).orderBy(things.id);

  it('answers as an unnamed statement does, value for value, and is kept in the database', async () => {
    const query = select();
    const name = statementName(query.toSQL().sql);
    const named = query.prepare(name);
    const plain = select().prepare('');
    for (const value of ['full', 'empty', 'none']) {
      expect(await named.execute({ name: value })).toEqual(await plain.execute({ name: value }));
    }
    expect(await named.execute({ name: 'full' })).toEqual([{ id: 1, ...FULL }]);
    const kept = await rows<{ name: string }>(
      database.db,
      sql`select name from pg_prepared_statements where name = ${name}`,
    );
    expect(kept).toEqual([{ name }]);
  });

  it('fails with the database error, and the next statement is answered', async () => {
    const insert = database.db
      .insert(things)
      .values({ name: sql.placeholder('name') as unknown as string });
    const named = insert.prepare(statementName(insert.toSQL().sql));
    const failed = await named.execute({ name: 'full' }).catch((err: Error) => err);
    expect(failed).toBeInstanceOf(Error);
    expect((failed as Error & { cause?: { code?: string } }).cause?.code).toBe('23505');
    await named.execute({ name: 'third' });
    const query = select();
    const found = await query.prepare(statementName(query.toSQL().sql)).execute({ name: 'third' });
    expect(found.map((r) => r.name)).toEqual(['third']);
  });

  it('waits for a transaction to end instead of running inside it', async () => {
    const query = select();
    const named = query.prepare(statementName(query.toSQL().sql));
    const inserted = signal();
    const released = signal();
    const rolledBack = database.db
      .transaction(async (tx) => {
        await tx.insert(things).values({ name: 'uncommitted' });
        inserted.fire();
        await released.fired;
        throw new Error('roll back');
      })
      .catch((err: Error) => err.message);
    await inserted.fired;
    // Asked while the transaction holds the only connection: inside it, it would see the row.
    const outside = named.execute({ name: 'uncommitted' });
    released.fire();
    expect(await rolledBack).toBe('roll back');
    expect(await outside).toEqual([]);
  });
});
