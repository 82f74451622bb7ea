import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { migratedPglite, scratchRoot, seededPglite, sweepStalePglite } from './pglite-template';
import {
  checkConnectionBudget,
  dropPostgres,
  migratedPostgres,
  seededPostgres,
  sweepStalePostgres,
} from './postgres-template';
import { templateKey } from './template-key';
import type { TestTemplates } from './templates';

/**
 * Vitest global setup: migrates (and seeds) each database once per run, so every test file
 * clones a ready database instead of building its own. The teardown drops this run's seeded
 * templates; the migrated ones stay, keyed by the migrations, for the next run.
 */
export default async function setup(project: TestProject) {
  const key = templateKey();
  sweepStalePglite(key);
  const runDir = mkdtempSync(join(scratchRoot(), 'run-'));
  const migrated = await migratedPglite(key);
  const pglite = { migrated, seeded: await seededPglite(migrated, runDir), runDir };

  let postgres: TestTemplates['postgres'] = null;
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    await checkConnectionBudget(url, project.config.maxWorkers);
    await sweepStalePostgres(url, key);
    const template = await migratedPostgres(url, key);
    postgres = { url, migrated: template, seeded: await seededPostgres(url, template) };
  }
  project.provide('testTemplates', { pglite, postgres });

  return async () => {
    rmSync(runDir, { recursive: true, force: true });
    if (postgres) await dropPostgres(postgres.url, postgres.seeded);
  };
}
