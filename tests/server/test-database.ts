import { rmSync } from 'node:fs';
import { inject } from 'vitest';
import { type Database, openDatabase } from '#server/db/client';
import { clonePglite } from '../setup/pglite-template';
import { clonePostgres, databaseUrl, dropPostgres, freshName } from '../setup/postgres-template';

export type DatabaseKind = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL names one. */
export const DATABASE_KINDS: DatabaseKind[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

export type TestDatabase = {
  database: Database;
  kind: DatabaseKind;
  /** PostgreSQL only: the URL of this database, for a test that opens a second pool on it. */
  url: string | undefined;
  drop(): Promise<void>;
};

export type TestDatabaseOptions = {
  /** Start from the seeded template (tests/server/seed-options.ts) instead of an empty one. */
  seeded?: boolean;
};

/**
 * A migrated database of its own, empty or seeded: a copy of the run's template (see
 * tests/setup/databases.ts): a PGlite data directory in the run's scratch folder, or a
 * `waypoint_t_…` database on PostgreSQL. Nothing is shared between two calls.
 */
export async function createTestDatabase(
  kind: DatabaseKind,
  options: TestDatabaseOptions = {},
): Promise<TestDatabase> {
  const templates = inject('testTemplates');
  if (kind === 'pglite' || !templates.postgres) {
    const { pglite } = templates;
    const dir = clonePglite(options.seeded ? pglite.seeded : pglite.migrated, pglite.runDir);
    const database = await openDatabase({ dataDir: dir });
    return {
      database,
      kind,
      url: undefined,
      async drop() {
        await database.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const { postgres } = templates;
  const name = freshName('waypoint_t');
  await clonePostgres(postgres.url, options.seeded ? postgres.seeded : postgres.migrated, name);
  const url = databaseUrl(postgres.url, name);
  const database = await openDatabase({ url, onPoolError: () => {} });
  return {
    database,
    kind,
    url,
    async drop() {
      await database.close();
      await dropPostgres(postgres.url, name);
    },
  };
}
