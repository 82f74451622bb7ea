// Runs a benchmark scenario on PGlite and, when TEST_DATABASE_URL or DATABASE_URL answers, on
// PostgreSQL (in a throwaway database); each gets a throwaway DATA_DIR (PGlite's files, the
// mail outbox), so a bench never writes into ./data.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { withBenchDatabase } from '../postgres.mjs';

/**
 * `scenario(name, env)` answers table rows; a PostgreSQL that is not there gives one row saying
 * so, padded to `columns` cells.
 */
export async function onEachDatabase(scenario, columns) {
  // BENCH_DATABASES=postgres (or pglite) runs one of them only.
  const which = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
  const rows = [];
  if (which.includes('pglite')) {
    rows.push(
      ...(await inDataDir((dir) => scenario('PGlite', { DATABASE_URL: '', DATA_DIR: dir }))),
    );
  }
  if (!which.includes('postgres')) return rows;
  const pg = await withBenchDatabase((url) =>
    inDataDir((dir) => scenario('PostgreSQL', { DATABASE_URL: url, DATA_DIR: dir })),
  );
  const absent = ['PostgreSQL', 'not reachable', ...Array(Math.max(0, columns - 2)).fill('-')];
  rows.push(...(pg ?? [absent]));
  return rows;
}

async function inDataDir(fn) {
  const dir = mkdtempSync(join(tmpdir(), 'waypoint-bench-'));
  try {
    return await fn(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
