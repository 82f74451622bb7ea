import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Test files run side by side, one per core: vitest's default (cores - 1) leaves one of this
 * machine's two cores idle while server tests wait on each other. Capped at 3 so the
 * PostgreSQL connections of all workers fit in its max_connections (checked in
 * tests/setup/databases.ts).
 */
const workers = Math.min(3, availableParallelism());

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    environment: 'node',
    pool: 'forks',
    maxWorkers: workers,
    // A worker loads the server's modules once for all its files instead of once per file:
    // importing them was about a third of each server file's time. Files share no state through
    // them (each builds its own app and database), and the whole suite passes this way.
    isolate: false,
    // Migrates and seeds each database once per run; each test file clones the result.
    globalSetup: ['tests/setup/databases.ts'],
    // Every list statement the tests run is checked against its shape (server/kit/statements.ts).
    env: { WAYPOINT_VERIFY_STATEMENTS: '1' },
    // Guards against a hang only: HANG_GUARD_MS of tests/setup/hang-guard.ts, which waits in
    // tests use (written out here: the config loads no relative TypeScript module).
    testTimeout: 600_000,
    hookTimeout: 600_000,
  },
});
