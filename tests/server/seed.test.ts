import { count, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { PERMISSION_NAMES } from '#contract/permissions';
import type { Db } from '#server/db/client';
import { DEMO_USERS } from '#server/db/demo-data';
import {
  applications,
  companies,
  memberships,
  permissions,
  rolePermissions,
  roles,
  users,
} from '#server/db/schema';
import { seed } from '#server/db/seed';
import { createTestDatabase, DATABASE_KINDS, seedOptions, type TestDatabase } from './harness';

/** The demo users and the first admin. */
const DEMO_USER_COUNT = DEMO_USERS.length + 1;

const TABLES = { users, companies, roles, applications, memberships, rolePermissions };

async function counts(db: Db) {
  const out: Record<string, number | undefined> = {};
  for (const [name, table] of Object.entries(TABLES)) {
    out[name] = (await db.select({ n: count() }).from(table))[0]?.n;
  }
  return out;
}

for (const kind of DATABASE_KINDS) {
  describe(`seeding [${kind}]`, () => {
    let test: TestDatabase | undefined;
    afterEach(async () => {
      await test?.drop();
      test = undefined;
    });

    // The contract's catalogue is the spec's list; the migrations must have put exactly it there.
    it('migrates the whole permission catalogue of the spec', async () => {
      test = await createTestDatabase(kind);
      const rows = await test.database.db.select().from(permissions).orderBy(permissions.id);
      expect(rows.map((r) => r.name).sort()).toEqual([...PERMISSION_NAMES].sort());
      for (const row of rows) {
        expect(row.category).not.toBe('');
        expect(row.function).not.toBe('');
        expect(row.description.length).toBeGreaterThan(10);
      }
    });

    it('creates the demo company once, however often it runs', async () => {
      test = await createTestDatabase(kind);
      const { db } = test.database;
      const first = await seed(test.database, seedOptions);
      expect(first.adminCreated).toBe(true);
      const before = await counts(db);
      expect(before).toMatchObject({
        companies: 1,
        roles: 3,
        applications: 3,
        users: DEMO_USER_COUNT,
      });
      const second = await seed(test.database, seedOptions);
      expect(second.adminCreated).toBe(false);
      expect(await counts(db)).toEqual(before);

      const [editor] = await db.select().from(roles).where(eq(roles.id, 2));
      expect(editor).toMatchObject({ name: 'Editor', isSystem: true, companyId: 1 });
      const [company] = await db.select().from(companies);
      expect(company?.name).toBe('Demo Travel');
    });

    // The application areas' seeds switch their features on where they put their rows, once.
    it('switches the demo areas’ features on once, so one a user switched off stays off', async () => {
      test = await createTestDatabase(kind);
      const { db } = test.database;
      await seed(test.database, seedOptions);
      const featuresOf = async () =>
        (await db.select().from(applications).where(eq(applications.id, 1)))[0]?.features ?? [];
      const seeded = await featuresOf();
      for (const feature of ['tools', 'rules', 'pricing-rules', 'currency-exchange']) {
        expect(seeded).toContain(feature);
      }
      await db
        .update(applications)
        .set({ features: seeded.filter((f) => f !== 'rules') })
        .where(eq(applications.id, 1));
      await seed(test.database, seedOptions);
      expect(await featuresOf()).not.toContain('rules');
    });

    it('leaves the identity sequences past the fixed ids', async () => {
      test = await createTestDatabase(kind);
      const { db } = test.database;
      await seed(test.database, seedOptions);
      const [company] = await db.insert(companies).values({ name: 'Next' }).returning();
      expect(company?.id).toBe(2);
      const [role] = await db.insert(roles).values({ companyId: 1, name: 'Agent' }).returning();
      // Ids 1 and 2 are the fixed system roles, 3 the demo custom role.
      expect(role?.id).toBe(4);
      const [app] = await db
        .insert(applications)
        .values({ companyId: 1, name: 'Fourth' })
        .returning();
      expect(app?.id).toBe(4);
    });

    it('survives several instances seeding at once', async () => {
      test = await createTestDatabase(kind);
      const results = await Promise.all([1, 2, 3].map(() => seed(test!.database, seedOptions)));
      expect(results.filter((r) => r.adminCreated)).toHaveLength(1);
      expect(await counts(test.database.db)).toMatchObject({
        users: DEMO_USER_COUNT,
        roles: 3,
        companies: 1,
      });
    });

    it('generates an admin password when none is configured, and without demo data', async () => {
      test = await createTestDatabase(kind);
      const result = await seed(test.database, {
        ...seedOptions,
        adminPassword: undefined,
        demo: false,
      });
      expect(result.generatedAdminPassword).toMatch(/^\S{16,}$/);
      const { db } = test.database;
      expect(await counts(db)).toMatchObject({ users: 1, companies: 1, applications: 0 });
      const [admin] = await db.select().from(users);
      expect(admin?.isPlatformAdmin).toBe(true);
      expect(admin?.passwordHash).toMatch(/^\$argon2id\$/);
      const again = await seed(test.database, {
        ...seedOptions,
        adminPassword: undefined,
        demo: false,
      });
      expect(again.generatedAdminPassword).toBeUndefined();
      const [member] = await db.select().from(memberships);
      expect(member?.isHostAdmin).toBe(true);
      const granted = await db
        .select()
        .from(rolePermissions)
        .where(eq(rolePermissions.roleId, member?.roleId ?? -1));
      expect(granted).toHaveLength(PERMISSION_NAMES.length);
    });
  });
}
