import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, count, eq, like, sql } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { type AreaPermission, defineArea } from '#contract/area';
import { AREAS } from '#contract/areas/index';
import { PERMISSION_NAMES, SPEC_PERMISSION_NAMES } from '#contract/permissions';
import { DEMO_COMPANY } from '#server/db/demo-data';
import { permissions, rolePermissions, roles } from '#server/db/schema';
import { seed } from '#server/db/seed';
import {
  areaPermissions,
  migratedNames,
  permissionsSql,
  unmigrated,
} from '../../scripts/permission-migrations.mjs';
import { createTestDatabase, DATABASE_KINDS, seedOptions, type TestDatabase } from './harness';

const MIGRATIONS = 'server/db/migrations';

/** An area that adds two permissions, as a new area's descriptor would. */
const gadgetsArea = defineArea({
  name: 'gadgets',
  noun: { one: 'gadget', many: 'gadgets' },
  scope: 'application',
  permissions: [
    {
      name: 'apps_gadgets_read',
      category: 'Gadgets',
      function: 'View gadgets',
      description: "View the applications' gadgets.",
    },
    {
      name: 'apps_gadgets_edit',
      category: 'Gadgets',
      function: 'Edit gadgets',
      description: "Add and change gadgets, the travellers' own too.",
    },
  ],
  access: {},
});

const declared = (areas: Parameters<typeof areaPermissions>[0]) =>
  areaPermissions(areas, SPEC_PERMISSION_NAMES);

describe('the permissions areas add to the catalogue', () => {
  it('keeps the spec names, and every permission has a migration', () => {
    expect(PERMISSION_NAMES.slice(0, SPEC_PERMISSION_NAMES.length)).toEqual(SPEC_PERMISSION_NAMES);
    expect(unmigrated(declared(AREAS), MIGRATIONS)).toEqual([]);
    const migrated = migratedNames(MIGRATIONS);
    expect(PERMISSION_NAMES.filter((name) => !migrated.has(name))).toEqual([]);
  });

  describe('of a new area', () => {
    const dir = mkdtempSync(join(tmpdir(), 'permission-migrations-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it('are missing (npm run lint fails) until npm run db:permissions writes their migration', () => {
      const missing = unmigrated(declared([...AREAS, gadgetsArea]), MIGRATIONS);
      expect(missing.map((p) => `${p.area} ${p.name}`)).toEqual([
        'gadgets apps_gadgets_read',
        'gadgets apps_gadgets_edit',
      ]);
      cpSync(MIGRATIONS, dir, { recursive: true });
      writeFileSync(join(dir, '9999_gadgets_permissions.sql'), permissionsSql(missing));
      expect(unmigrated(declared([...AREAS, gadgetsArea]), dir)).toEqual([]);
    });
  });

  it('refuses a spec name, a name two areas add, and a field wider than its column', () => {
    const adding = (name: string, permission: Partial<AreaPermission> = {}) =>
      defineArea({
        name,
        noun: { one: name, many: name },
        scope: 'company',
        permissions: [{ ...gadgetsArea.permissions[0], ...permission }],
        access: {},
      });
    expect(() => declared([adding('orders', { name: 'apps_orders_read' })])).toThrow(
      'area orders: permission apps_orders_read is already in the spec (contract/permissions.ts)',
    );
    expect(() => declared([gadgetsArea, adding('widgets')])).toThrow(
      'area widgets: permission apps_gadgets_read is already in area gadgets',
    );
    expect(() => declared([adding('gizmos', { function: 'x'.repeat(101) })])).toThrow(
      'area gizmos: permission apps_gadgets_read needs a function of 1–100',
    );
  });
});

for (const kind of DATABASE_KINDS) {
  describe(`the generated permission migration [${kind}]`, () => {
    let test: TestDatabase | undefined;
    afterEach(async () => {
      await test?.drop();
      test = undefined;
    });

    /** The migration's statements, run as the migrator runs them. */
    async function migrate(database: TestDatabase['database']) {
      const text = permissionsSql(declared([gadgetsArea]));
      for (const statement of text.split('--> statement-breakpoint')) {
        await database.db.execute(sql.raw(statement));
      }
    }

    /** The permissions of the demo company's system role of this name. */
    async function granted(database: TestDatabase['database'], role: string) {
      const rows = await database.db
        .select({ name: permissions.name })
        .from(rolePermissions)
        .innerJoin(roles, eq(roles.id, rolePermissions.roleId))
        .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
        .where(
          and(
            eq(roles.companyId, DEMO_COMPANY.id),
            eq(roles.isSystem, true),
            eq(roles.name, role),
            like(permissions.name, 'apps_gadgets_%'),
          ),
        );
      return rows.map((r) => r.name).sort();
    }

    it('adds them once after the catalogue, and the Admin and Editor roles get them', async () => {
      test = await createTestDatabase(kind, { seeded: true });
      const { database } = test;
      await migrate(database);
      await migrate(database);
      const rows = await database.db
        .select()
        .from(permissions)
        .where(like(permissions.name, 'apps_gadgets_%'))
        .orderBy(permissions.id);
      const first = SPEC_PERMISSION_NAMES.length + 1;
      expect(rows).toEqual([
        {
          id: first,
          category: 'Gadgets',
          name: 'apps_gadgets_read',
          function: 'View gadgets',
          description: "View the applications' gadgets.",
        },
        {
          id: first + 1,
          category: 'Gadgets',
          name: 'apps_gadgets_edit',
          function: 'Edit gadgets',
          description: "Add and change gadgets, the travellers' own too.",
        },
      ]);
      const [all] = await database.db.select({ n: count() }).from(permissions);
      expect(all?.n).toBe(SPEC_PERMISSION_NAMES.length + 2);

      // The next start's seed gives the system roles what is new.
      await seed(database, seedOptions);
      expect(await granted(database, 'Admin')).toEqual(['apps_gadgets_edit', 'apps_gadgets_read']);
      expect(await granted(database, 'Editor')).toEqual(['apps_gadgets_read']);
    });
  });
}
