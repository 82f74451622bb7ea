import { readFileSync } from 'node:fs';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultMigrationsFolder } from '#server/db/migrate';
import { applications } from '#server/db/schema';
import { customers, linkedCompanies } from '#server/db/schema-travel';
import { addApplication, addOrder, dayOffset } from './orders-fixture';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from './test-database';

const TAG = '0020_features_for_held_data';

/**
 * The migration's statements as drizzle's migrator runs them, found through the journal, so the
 * test also fails if the file is not registered (and would never run on a deployed database).
 */
function migrationStatements(): string[] {
  const folder = defaultMigrationsFolder();
  const journal = JSON.parse(readFileSync(`${folder}meta/_journal.json`, 'utf8')) as {
    entries: { tag: string }[];
  };
  expect(journal.entries.map((e) => e.tag)).toContain(TAG);
  return readFileSync(`${folder}${TAG}.sql`, 'utf8')
    .split('--> statement-breakpoint')
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * Applications made before orders and customers were gated by feature have no such features,
 * so their areas answered 404 although they held orders, customers or linked companies.
 */
for (const kind of DATABASE_KINDS) {
  describe(`migration ${TAG} [${kind}]`, () => {
    let test: TestDatabase;
    beforeAll(async () => {
      test = await createTestDatabase(kind, { seeded: true });
    });
    afterAll(() => test.drop());

    it('switches on the feature of every area an application holds records of, once', async () => {
      const { db } = test.database;
      /** An application as it stood before the gate: these features, holding these records. */
      const standing = async (
        features: string[],
        holds: { orders?: boolean; customers?: boolean; companies?: boolean },
      ) => {
        const app = await addApplication(db);
        await db.update(applications).set({ features }).where(eq(applications.id, app));
        if (holds.orders) await addOrder(db, { applicationId: app, bookingDate: dayOffset(-3) });
        if (holds.customers) {
          await db.insert(customers).values({
            applicationId: app,
            key: `k${app}`.padEnd(32, 'x'),
            firstName: 'Jane',
            lastName: 'Holder',
            email: `jane.${app}@example.test`,
          });
        }
        if (holds.companies) {
          await db.insert(linkedCompanies).values({ applicationId: app, name: `Acme ${app}` });
        }
        return app;
      };
      const apps = {
        orders: await standing([], { orders: true }),
        customers: await standing(['rules'], { customers: true }),
        companies: await standing([], { companies: true }),
        ordersOnAlready: await standing(['orders'], { orders: true, customers: true }),
        both: await standing(['customers', 'orders'], { orders: true, companies: true }),
        empty: await standing(['suppliers'], {}),
      };
      const read = async () => {
        const rows = await db
          .select({ id: applications.id, features: applications.features, v: applications.version })
          .from(applications)
          .where(inArray(applications.id, Object.values(apps)));
        const of = (id: number) => {
          const row = rows.find((r) => r.id === id);
          if (!row) throw new Error(`application ${id} not found`);
          return { features: row.features, v: row.v };
        };
        return {
          orders: of(apps.orders),
          customers: of(apps.customers),
          companies: of(apps.companies),
          ordersOnAlready: of(apps.ordersOnAlready),
          both: of(apps.both),
          empty: of(apps.empty),
        };
      };
      const was = await read();

      const statements = migrationStatements();
      for (const statement of statements) await db.execute(sql.raw(statement));
      const now = await read();
      expect(Object.fromEntries(Object.entries(now).map(([k, r]) => [k, r.features]))).toEqual({
        orders: ['orders'],
        customers: ['rules', 'customers'],
        companies: ['customers'],
        ordersOnAlready: ['orders', 'customers'],
        both: ['customers', 'orders'],
        empty: ['suppliers'],
      });
      // A changed application moves its version on, so an edit form opened before is stale.
      expect(now.orders.v).toBe(was.orders.v + 1);
      expect(now.both.v).toBe(was.both.v);
      expect(now.empty.v).toBe(was.empty.v);

      // Run again (as a second instance might have), it changes nothing.
      for (const statement of statements) await db.execute(sql.raw(statement));
      expect(await read()).toEqual(now);
    });
  });
}
