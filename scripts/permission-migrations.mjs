// The permissions the areas add to the catalogue (each descriptor's `permissions`), and the data
// migration that inserts them. Used by scripts/areas.mjs (contract/area-permissions.ts, and
// `--check`: a declared permission no migration inserts) and scripts/db-permissions.mjs.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The permissions table's column widths (server/db/schema.ts). */
const WIDTHS = { name: 50, category: 50, function: 100, description: 250 };
const NAME = /^[a-z][a-z0-9_]*$/;

/**
 * Every permission the areas declare, with its area, in the areas' order. A name the spec's
 * catalogue has, one declared twice, or a field wider than its column is refused here rather
 * than by the database when the migration runs.
 */
export function areaPermissions(areas, specNames) {
  const seen = new Map(specNames.map((name) => [name, 'the spec (contract/permissions.ts)']));
  const out = [];
  for (const area of areas) {
    for (const permission of area.permissions ?? []) {
      const { name } = permission;
      if (!NAME.test(name)) throw new Error(`area ${area.name}: permission "${name}" is no name`);
      const owner = seen.get(name);
      if (owner) throw new Error(`area ${area.name}: permission ${name} is already in ${owner}`);
      for (const [field, width] of Object.entries(WIDTHS)) {
        const value = permission[field];
        if (typeof value !== 'string' || value.trim() === '' || value.length > width) {
          throw new Error(`area ${area.name}: permission ${name} needs a ${field} of 1–${width}`);
        }
      }
      seen.set(name, `area ${area.name}`);
      out.push({
        area: area.name,
        name,
        category: permission.category,
        function: permission.function,
        description: permission.description,
      });
    }
  }
  return out;
}

const INSERTS = /insert\s+into\s+"?permissions"?/i;

/** The permission names the migrations in `dir` insert. */
export function migratedNames(dir) {
  const names = new Set();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.sql'))) {
    const text = readFileSync(join(dir, file), 'utf8');
    if (!INSERTS.test(text)) continue;
    for (const [, name] of text.matchAll(/'([a-z][a-z0-9_]*)'/g)) names.add(name);
  }
  return names;
}

/** The declared permissions no migration in `dir` inserts. */
export const unmigrated = (permissions, dir) => {
  const migrated = migratedNames(dir);
  return permissions.filter((p) => !migrated.has(p.name));
};

const literal = (text) => `'${text.replaceAll("'", "''")}'`;

/**
 * The migration inserting these permissions. Each takes the id after the highest, and a name
 * already there is left as it is: branches that each add a permission never claim the same id,
 * and a re-run changes nothing. Admin and Editor roles get them at the next start
 * (server/db/system-roles.ts).
 */
export function permissionsSql(permissions) {
  const header = [
    '-- Permissions the areas add to the catalogue, from their descriptors (contract/areas/*.ts),',
    '-- written by `npm run db:permissions`.',
  ];
  const inserts = permissions.map((p) =>
    [
      `-- ${p.area}`,
      'INSERT INTO "permissions" ("id", "category", "name", "function", "description")',
      `SELECT coalesce(max("id"), 0) + 1, ${[p.category, p.name, p.function, p.description].map(literal).join(', ')}`,
      'FROM "permissions"',
      'ON CONFLICT ("name") DO NOTHING;',
    ].join('\n'),
  );
  return `${header.join('\n')}\n${inserts.join('\n--> statement-breakpoint\n')}\n`;
}
