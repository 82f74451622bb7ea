#!/usr/bin/env node
// Writes the data migration that inserts the permissions the areas add (their descriptors'
// `permissions`) and no migration inserts yet: a custom drizzle-kit migration, so the journal
// and snapshots stay drizzle-kit's own. `npm run lint` fails while one is missing.
//
//   npm run db:permissions
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { declared } from './declared-areas.mjs';
import { permissionsSql, unmigrated } from './permission-migrations.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const migrations = join(root, 'server/db/migrations');

const { permissions } = await declared(root);
const missing = unmigrated(permissions, migrations);
if (missing.length === 0) {
  console.log('every permission the areas add has its migration');
  process.exit(0);
}
const areas = [...new Set(missing.map((p) => p.area))];
const name = `${areas.join('_').replaceAll('-', '_')}_permissions`;
execFileSync('node', [join(root, 'scripts/db-generate.mjs'), '--custom', `--name=${name}`], {
  cwd: root,
  stdio: 'inherit',
});
const journal = JSON.parse(readFileSync(join(migrations, 'meta/_journal.json'), 'utf8'));
const { tag } = journal.entries.at(-1);
if (!tag.endsWith(name)) throw new Error(`drizzle-kit wrote ${tag}, not a ${name} migration`);
writeFileSync(join(migrations, `${tag}.sql`), permissionsSql(missing));
console.log(`wrote server/db/migrations/${tag}.sql: ${missing.map((p) => p.name).join(', ')}`);
