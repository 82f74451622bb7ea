// Generates a migration with drizzle-kit, then drops the "public". qualifier it writes into
// foreign keys, so the same SQL migrates any schema on the search_path (the PostgreSQL test
// suite migrates a fresh schema per run).
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';

const dir = new URL('../server/db/migrations/', import.meta.url);
execFileSync('npx', ['drizzle-kit', 'generate', ...process.argv.slice(2)], { stdio: 'inherit' });
for (const name of readdirSync(dir).filter((n) => n.endsWith('.sql'))) {
  const file = new URL(name, dir);
  const sql = readFileSync(file, 'utf8');
  const fixed = sql.replaceAll('"public".', '');
  if (fixed !== sql) writeFileSync(file, fixed);
}
