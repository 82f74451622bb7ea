import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { type Config, loadConfig } from '#server/config';
import type { Database } from '#server/db/client';
import { createTestDatabase, type TestDatabase } from './harness';

/**
 * For a suite on what the server keeps next to its embedded database on first start (the JWT
 * secret, the secrets key): an embedded database, and a fresh data directory per test, removed
 * after it.
 */
export function freshDataDirs() {
  let dir: string | undefined;
  let embedded: TestDatabase;
  beforeAll(async () => {
    embedded = await createTestDatabase('pglite');
  });
  afterAll(() => embedded.drop());
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    dir = undefined;
  });
  return {
    dataDir: () => {
      dir = mkdtempSync(join(tmpdir(), 'waypoint-data-'));
      return dir;
    },
    database: () => embedded.database,
  };
}

/**
 * What two instances on one fresh PostgreSQL database keep, resolved at once (TEST_DATABASE_URL):
 * the first to store its secret wins, and both must answer with it.
 */
export async function keptByTwoInstances<T>(
  resolve: (config: Config, database: Database) => Promise<T>,
): Promise<[T, T]> {
  const test = await createTestDatabase('postgres');
  try {
    const config = loadConfig({ DATABASE_URL: process.env.TEST_DATABASE_URL });
    return await Promise.all([resolve(config, test.database), resolve(config, test.database)]);
  } finally {
    await test.drop();
  }
}
