import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { Db } from '#server/db/client';
import { memberships, permissions, rolePermissions, roles } from '#server/db/schema';
import { seed } from '#server/db/seed';
import { createTestDatabase, DATABASE_KINDS, seedOptions, type TestDatabase } from './harness';

const reservations = async (db: Db) =>
  (await db.select().from(roles).where(eq(roles.name, 'Reservations')))[0];

for (const kind of DATABASE_KINDS) {
  describe(`the demo custom role [${kind}]`, () => {
    let test: TestDatabase | undefined;
    afterEach(async () => {
      await test?.drop();
      test = undefined;
    });

    it('is held by two demo users and reads orders and customers only', async () => {
      test = await createTestDatabase(kind);
      const { db } = test.database;
      await seed(test.database, seedOptions);
      const role = await reservations(db);
      expect(role).toMatchObject({
        companyId: 1,
        isSystem: false,
        description: 'Handles bookings and changes',
      });
      const holders = await db
        .select()
        .from(memberships)
        .where(eq(memberships.roleId, role?.id ?? -1));
      expect(holders).toHaveLength(2);
      const granted = await db
        .select({ name: permissions.name })
        .from(rolePermissions)
        .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
        .where(eq(rolePermissions.roleId, role?.id ?? -1));
      expect(granted.map((p) => p.name).sort()).toEqual([
        'apps_customers_read',
        'apps_orders_read',
      ]);
    });

    it('stays deleted when the next start seeds again', async () => {
      test = await createTestDatabase(kind);
      const { db } = test.database;
      await seed(test.database, seedOptions);
      const role = await reservations(db);
      await db
        .update(memberships)
        .set({ roleId: 2 })
        .where(eq(memberships.roleId, role?.id ?? -1));
      await db.delete(roles).where(eq(roles.id, role?.id ?? -1));
      await seed(test.database, seedOptions);
      expect(await reservations(db)).toBeUndefined();
    });
  });
}
