import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Database, openDatabase } from '#server/db/client';
import { migrate } from '#server/db/migrate';
import { seed } from '#server/db/seed';
import { seedOptions } from '../server/seed-options';
import { STALE_AFTER_MS } from './templates';

/**
 * The scratch folder for PGlite data directories: RAM when /dev/shm exists, since a test
 * database on disk would write every page through to it for nothing.
 */
export function scratchRoot(): string {
  const root = join(existsSync('/dev/shm') ? '/dev/shm' : tmpdir(), 'waypoint-test');
  mkdirSync(root, { recursive: true });
  return root;
}

/**
 * The migrated data directory for this key, built once and kept between runs (initdb alone
 * costs seconds of CPU). Built aside and renamed into place, so a run that dies mid-build or
 * runs alongside leaves no half-made template behind.
 */
export async function migratedPglite(key: string): Promise<string> {
  const dir = join(scratchRoot(), `pglite-${key}`);
  if (existsSync(dir)) {
    // Marks it used, so sweepStalePglite keeps it while any checkout still runs these migrations.
    const now = new Date();
    utimesSync(dir, now, now);
    return dir;
  }
  const building = mkdtempSync(join(scratchRoot(), 'building-'));
  try {
    const database = await openDatabase({ dataDir: building });
    try {
      await migrate(database);
      await withoutDurability(database);
    } finally {
      await database.close();
    }
  } catch (err) {
    rmSync(building, { recursive: true, force: true });
    throw err;
  }
  try {
    renameSync(building, dir);
  } catch {
    // Another run renamed its own copy first; that one serves.
    rmSync(building, { recursive: true, force: true });
  }
  return dir;
}

/**
 * A test database is thrown away after its file: waiting for pages to reach the (RAM) disk
 * only costs time. Measured: a clone on disk did its work in 1.5x the CPU of one in memory
 * with durability on, about the same with it off. Written into the data directory, so every
 * clone inherits it and the server's own open code runs unchanged.
 */
async function withoutDurability(database: Database): Promise<void> {
  if (database.driver.kind !== 'pglite') return;
  // One statement each: ALTER SYSTEM refuses to run inside the implicit multi-statement block.
  for (const setting of ['fsync', 'synchronous_commit', 'full_page_writes']) {
    await database.driver.client.query(`alter system set ${setting} = off`);
  }
}

/** This run's seeded template: the seed is code, so it is rebuilt each run, from the migrated one. */
export async function seededPglite(migrated: string, runDir: string): Promise<string> {
  const dir = join(runDir, 'seeded');
  cpSync(migrated, dir, { recursive: true });
  const database = await openDatabase({ dataDir: dir });
  try {
    await seed(database, seedOptions);
  } finally {
    await database.close();
  }
  return dir;
}

/** A private copy of a template for one test database. */
export function clonePglite(template: string, runDir: string): string {
  const dir = mkdtempSync(join(runDir, 'clone-'));
  cpSync(template, dir, { recursive: true });
  return dir;
}

/**
 * Removes run folders and half-built templates that a killed run left behind, and the migrated
 * templates of migration sets no run has used for a while (every migration change makes a new
 * one, and they live in RAM).
 */
export function sweepStalePglite(currentKey: string): void {
  const root = scratchRoot();
  for (const name of readdirSync(root)) {
    const sweepable =
      name.startsWith('run-') ||
      name.startsWith('building-') ||
      (name.startsWith('pglite-') && name !== `pglite-${currentKey}`);
    if (!sweepable) continue;
    const path = join(root, name);
    if (Date.now() - statSync(path).mtimeMs > STALE_AFTER_MS) {
      rmSync(path, { recursive: true, force: true });
    }
  }
}
