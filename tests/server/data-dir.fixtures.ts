import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll } from 'vitest';
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
