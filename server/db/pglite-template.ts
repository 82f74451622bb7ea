import { cpSync, existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from './client';
import { migrate } from './migrate';

/**
 * Where the build leaves an empty PGlite database with every migration applied: next to the
 * bundled server (dist/server/pglite-template). Running from sources there is none.
 */
export const pgliteTemplateDir = () =>
  fileURLToPath(new URL('./pglite-template/', import.meta.url));

/**
 * The build's step (`node dist/server/main.mjs pglite-template <dir>`): creates the template.
 * Built aside and renamed into place, so a build that dies leaves none half made.
 */
export async function writePgliteTemplate(target: string): Promise<void> {
  mkdirSync(dirname(target), { recursive: true });
  const building = mkdtempSync(join(dirname(target), '.pglite-template-'));
  try {
    const database = await openDatabase({ dataDir: building });
    try {
      await migrate(database);
    } finally {
      await database.close();
    }
    rmSync(target, { recursive: true, force: true });
    renameSync(join(building, 'pglite'), target);
  } finally {
    rmSync(building, { recursive: true, force: true });
  }
}

/**
 * A first start on a fresh data directory copies the build's template instead of creating the
 * database: PGlite's initdb alone is 3.2 s of WebAssembly and the migrations another 0.7 s, and
 * the console must let the admin sign in within 5 s of the build being ready (copying takes
 * about a tenth of a second). An existing database, or no template, is left to PGlite as before.
 * Copied aside and renamed into place, so a start that dies mid-copy leaves no half database.
 */
export function startFromTemplate(dataDir: string, template = pgliteTemplateDir()): boolean {
  const target = join(dataDir, 'pglite');
  if (existsSync(target) || !existsSync(template)) return false;
  mkdirSync(dataDir, { recursive: true });
  const copying = mkdtempSync(join(dataDir, '.pglite-'));
  try {
    cpSync(template, copying, { recursive: true });
    renameSync(copying, target);
  } finally {
    rmSync(copying, { recursive: true, force: true });
  }
  return true;
}
