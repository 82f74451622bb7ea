import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from '#server/db/client';
import { migrate } from '#server/db/migrate';

export type DatabaseKind = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL names one. */
export const DATABASE_KINDS: DatabaseKind[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

export type TestDatabase = { database: Database; kind: DatabaseKind; drop(): Promise<void> };

/** A migrated, empty database: in memory, or a fresh `t_<random>` schema on PostgreSQL. */
export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  if (kind === 'pglite' || !url) {
    const database = await openDatabase();
    await migrate(database);
    return { database, kind, drop: () => database.close() };
  }
  const schema = `t_${randomBytes(6).toString('hex')}`;
  await adminQuery(url, `create schema ${schema}`);
  const database = await openDatabase({ url, schema, onPoolError: () => {} });
  await migrate(database);
  return {
    database,
    kind,
    async drop() {
      await database.close();
      await adminQuery(url, `drop schema ${schema} cascade`);
    },
  };
}

async function adminQuery(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
