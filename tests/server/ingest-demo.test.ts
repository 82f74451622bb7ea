import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IngestCustomer } from '#contract/ingest-customer';
import { IngestOrder } from '#contract/ingest-order';
import { ORDER_STATUSES, PRODUCT_TYPES } from '#contract/orders-model';
import { rows } from '#server/db/rows';
import { demoOrderCounts, demoOrdersLoad } from '#server/ingest/demo-load';
import { demoOrder } from '#server/ingest/demo-orders';
import { demoCustomer } from '#server/ingest/demo-people';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from './harness';

const COUNTS = { orders: 240, customers: 80, companies: 6 };

it('generates valid, deterministic demo orders and customers', () => {
  for (let n = 0; n < 300; n++) {
    const order = demoOrder(1, n, 100, [1, 2]);
    expect(IngestOrder.safeParse(order).error?.issues ?? []).toEqual([]);
    expect(IngestCustomer.safeParse(demoCustomer(2, n)).error?.issues ?? []).toEqual([]);
  }
  expect(demoOrder(3, 42, 100, [7])).toEqual(demoOrder(3, 42, 100, [7]));
  expect(demoOrderCounts(5000)).toEqual({ orders: 5000, customers: 2000, companies: 20 });
  expect(demoOrderCounts(0)).toEqual({ orders: 0, customers: 0, companies: 0 });
});

for (const kind of DATABASE_KINDS) {
  describe(`the demo's orders, customers and linked companies [${kind}]`, () => {
    let test: TestDatabase | undefined;
    const db = () => {
      if (!test) throw new Error('no database');
      return test.database.db;
    };
    const counts = async () => {
      const [row] = await rows<Record<string, number>>(
        db(),
        sql`select (select count(*)::int from orders) as orders,
                   (select count(*)::int from customers) as customers,
                   (select count(*)::int from linked_companies) as companies,
                   (select count(*)::int from credit_accounts) as accounts,
                   (select count(*)::int from credit_ledger) as ledger,
                   (select count(*)::int from order_timeline) as timeline,
                   (select count(*)::int from outbox where kind like 'order.%') as events`,
      );
      return row;
    };
    beforeAll(async () => {
      test = await createTestDatabase(kind, { seeded: true });
    });
    afterAll(async () => {
      await test?.drop();
    });

    it('loads every status and product type over two years, with credit that adds up', async () => {
      const progress: number[] = [];
      // The seed's own customers (the quotes' demo customer) are there before the load.
      const seeded = (await counts())?.customers ?? 0;
      await demoOrdersLoad(db(), COUNTS).run((percent) => progress.push(percent));
      expect(progress.at(-1)).toBe(100);
      expect(await counts()).toMatchObject({
        orders: COUNTS.orders,
        customers: COUNTS.customers + seeded,
        companies: COUNTS.companies,
        accounts: COUNTS.companies,
        timeline: COUNTS.orders,
        events: 0,
      });
      const statuses = await rows<{ status: string }>(
        db(),
        sql`select distinct status from orders`,
      );
      expect(statuses.map((s) => s.status).sort()).toEqual([...ORDER_STATUSES].sort());
      const types = await rows<{ t: string }>(
        db(),
        sql`select distinct product_type as t from order_items`,
      );
      expect(types.map((s) => s.t).sort()).toEqual([...PRODUCT_TYPES].sort());
      const [span] = await rows<{ days: number }>(
        db(),
        sql`select (max(booking_date) - min(booking_date))::int as days from orders`,
      );
      expect(span?.days).toBeGreaterThan(365);
      const accounts = await rows<{ balance: string; ledger: string }>(
        db(),
        sql`select a.balance_minor as balance,
                   (select sum(amount_minor) from credit_ledger l where l.account_id = a.id) as ledger
              from credit_accounts a`,
      );
      for (const a of accounts) {
        expect(Number(a.balance)).toBe(Number(a.ledger));
        expect(Number(a.balance)).toBeGreaterThanOrEqual(0);
      }
      const [unlinked] = await rows<{ n: number }>(
        db(),
        sql`select count(*)::int as n from orders where customer_id is null`,
      );
      expect(unlinked?.n).toBe(0);
    });

    it('adds nothing twice when the server starts again', async () => {
      const before = await counts();
      await demoOrdersLoad(db(), COUNTS).run(() => {});
      expect(await counts()).toEqual(before);
      // Even a load interrupted half-way picks up without doubling what is there.
      await db().execute(sql`delete from orders where reference in (
        select reference from orders order by id desc limit 10)`);
      await demoOrdersLoad(db(), COUNTS).run(() => {});
      expect((await counts())?.orders).toBe(before?.orders);
    });
  });
}
