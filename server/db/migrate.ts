import { fileURLToPath } from 'node:url';
import type { MigrationConfig } from 'drizzle-orm/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database } from './client';

/** Source: server/db/migrations/. In the bundle this resolves next to dist/server/main.mjs. */
export const defaultMigrationsFolder = () =>
  fileURLToPath(new URL('./migrations/', import.meta.url));

/**
 * Applies the committed SQL migrations that have not run yet. On PostgreSQL a session
 * advisory lock makes instances that start together take turns instead of racing.
 */
export async function migrate(database: Database, migrationsFolder = defaultMigrationsFolder()) {
  const config: MigrationConfig = {
    migrationsFolder,
    // A test schema keeps its own migration history, so dropping it leaves no trace.
    ...(database.schema === 'public' ? {} : { migrationsSchema: database.schema }),
  };
  const { driver } = database;
  if (driver.kind === 'pglite') {
    await migratePglite(drizzlePglite({ client: driver.client }), config);
    return;
  }
  const [{ drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const client = await driver.pool.connect();
  const key = `waypoint:migrate:${database.schema}`;
  try {
    await client.query('select pg_advisory_lock(hashtext($1))', [key]);
    try {
      await migratePg(drizzlePg({ client }), config);
    } finally {
      await client.query('select pg_advisory_unlock(hashtext($1))', [key]);
    }
  } finally {
    client.release();
  }
}
