import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultMigrationsFolder } from '#server/db/migrate';

/**
 * Names the migrated template: a hash of every file under server/db/migrations (SQL and the
 * journal), so a new or edited migration gets a template of its own instead of a stale one.
 * PGlite's version is part of it too: a data directory is only readable by the PGlite that
 * wrote it.
 */
export function templateKey(folder = defaultMigrationsFolder()): string {
  const hash = createHash('sha256');
  for (const file of filesUnder(folder)) {
    hash.update(relative(folder, file));
    hash.update(readFileSync(file));
  }
  hash.update(`pglite ${pgliteVersion()}`);
  return hash.digest('hex').slice(0, 12);
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? filesUnder(path) : [path];
    });
}

/** Read from its manifest on disk: the package does not export ./package.json. */
function pgliteVersion(): string {
  const root = fileURLToPath(new URL('../../', import.meta.url));
  const text = readFileSync(join(root, 'node_modules/@electric-sql/pglite/package.json'), 'utf8');
  const manifest: { version?: unknown } = JSON.parse(text);
  return String(manifest.version);
}
