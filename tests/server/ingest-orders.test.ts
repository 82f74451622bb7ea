import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { MAX_INGEST_BATCH } from '#contract/ingest';
import { MONEY_TEXT } from '#contract/money';
import { ADMIN, describeEachDatabase } from './harness';
import { anOrder, companyWithCredit, ingestionKey, one, sendOrders } from './ingest.fixtures';
import { signedIn } from './signed-in';

type Stored = {
  id: number;
  key: string;
  status: string;
  total: string;
  paid: string;
  travelDate: string;
  summary: string;
  search: string;
  deposit: { initialAmountMinor: number } | null;
  customerId: number;
  version: number;
};

describeEachDatabase('order ingestion', (server) => {
  let key = '';
  let otherKey = '';
  const { admin } = signedIn(server, { admin: ADMIN });
  beforeAll(async () => {
    key = await ingestionKey(server(), admin, 2);
    otherKey = await ingestionKey(server(), admin, 1);
  });
  const stored = (reference: string) =>
    one<Stored>(
      server(),
      sql`select id, key, status, total_minor::text as total, paid_minor::text as paid,
                 travel_date::text as "travelDate", items_summary as summary, search_text as search,
                 deposit_schedule as deposit, customer_id as "customerId", version
            from orders where application_id = 2 and reference = ${reference}`,
    );
  const count = async (query: ReturnType<typeof sql>) =>
    Number((await one<{ n: number }>(server(), query))?.n);

  it('refuses a missing, wrong or other application key, and an unknown application', async () => {
    const batch = [anOrder('TG000001')];
    expect((await sendOrders(server(), 2, null, batch)).status).toBe(401);
    expect((await sendOrders(server(), 2, 'not-the-key', batch)).status).toBe(401);
    expect((await sendOrders(server(), 2, otherKey, batch)).status).toBe(401);
    // As for search events: an application that does not exist is the same 401.
    expect((await sendOrders(server(), 999, key, batch)).status).toBe(401);
    expect(await count(sql`select count(*)::int as n from orders`)).toBe(0);
  });

  it('creates an order once, answers unchanged for a resend and updated for a change', async () => {
    const order = anOrder('TG120193');
    const first = await sendOrders(server(), 2, key, [order]);
    expect(first).toMatchObject({
      status: 200,
      body: { created: 1, updated: 0, unchanged: 0, rejected: [] },
    });
    const made = await stored('TG120193');
    expect(made).toMatchObject({
      status: 'Confirmed',
      // 770.10 + 0.20, exactly: money never passes through a float.
      total: '77030',
      paid: '10000',
      travelDate: '2026-06-10',
      summary: 'Flights, Transfers',
      version: 1,
    });
    expect(made?.key).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(made?.search).toContain('tg120193');
    expect(made?.search).toContain('sl-tg120193');
    expect(made?.search).toContain('ada.lovelace@example.com');
    expect(first.body.orders).toEqual([
      { reference: 'TG120193', outcome: 'created', id: made?.id },
    ]);

    const again = await sendOrders(server(), 2, key, [order]);
    expect(again.body).toMatchObject({ created: 0, updated: 0, unchanged: 1 });
    expect((await stored('TG120193'))?.version).toBe(1);

    const changed = {
      ...order,
      status: 'Partially cancelled',
      items: [{ ...order.items[0], status: 'Cancelled' }],
      depositSchedule: { initialAmount: '50.00', instalments: [] },
    };
    const update = await sendOrders(server(), 2, key, [changed]);
    expect(update.body).toMatchObject({ created: 0, updated: 1, unchanged: 0 });
    const now = await stored('TG120193');
    expect(now).toMatchObject({ status: 'Partially cancelled', total: '77010', version: 2 });
    expect(now?.id).toBe(made?.id);
    expect(now?.key).toBe(made?.key);
    // The deposit schedule stays as it first arrived.
    expect(now?.deposit?.initialAmountMinor).toBe(10000);
    expect(
      await count(sql`select count(*)::int as n from order_items where order_id = ${now?.id}`),
    ).toBe(1);
    const timeline = await server().database.db.execute(
      sql`select kind, actor_id from order_timeline where order_id = ${now?.id} order by id`,
    );
    expect((timeline as unknown as { rows: unknown[] }).rows).toEqual([
      { kind: 'created', actor_id: null },
      { kind: 'updated', actor_id: null },
    ]);
  });

  it('writes order.completed when an order arrives or turns Confirmed, order.updated on change', async () => {
    const events = (reference: string) =>
      server().database.db.execute(
        sql`select kind from outbox where payload->>'reference' = ${reference} order by id`,
      );
    const kinds = async (reference: string) =>
      ((await events(reference)) as unknown as { rows: { kind: string }[] }).rows.map(
        (r) => r.kind,
      );
    await sendOrders(server(), 2, key, [anOrder('EV1', { status: 'Processing' })]);
    expect(await kinds('EV1')).toEqual([]);
    await sendOrders(server(), 2, key, [anOrder('EV1', { status: 'Confirmed' })]);
    expect(await kinds('EV1')).toEqual(['order.updated', 'order.completed']);
    await sendOrders(server(), 2, key, [anOrder('EV2')]);
    expect(await kinds('EV2')).toEqual(['order.completed']);
    const payload = await one<{ payload: Record<string, unknown>; status: string }>(
      server(),
      sql`select payload, status from outbox where payload->>'reference' = 'EV2'`,
    );
    expect(payload).toMatchObject({
      // Held for the webhook deliverer, which runs in the app and may have handed it on.
      status: expect.stringMatching(/^(held|sent)$/),
      payload: { reference: 'EV2', status: 'Confirmed', total: '770.30', currency: 'GBP' },
    });
  });

  it("links orders to the application's customer with the same email, created once", async () => {
    await sendOrders(server(), 2, key, [
      anOrder('CU1', {
        customer: { email: 'grace@example.com', firstName: 'Grace', lastName: 'Hopper' },
      }),
      anOrder('CU2', { customer: { email: 'GRACE@Example.com', firstName: 'G', lastName: 'H' } }),
    ]);
    const [a, b] = [await stored('CU1'), await stored('CU2')];
    expect(a?.customerId).toBeTypeOf('number');
    expect(b?.customerId).toBe(a?.customerId);
    const customer = await one<{ first: string; search: string; key: string }>(
      server(),
      sql`select first_name as first, search_text as search, key from customers
           where application_id = 2 and lower(email) = 'grace@example.com'`,
    );
    expect(customer).toMatchObject({ first: 'Grace', search: 'grace hopper grace@example.com' });
    expect(customer?.key).toHaveLength(32);
  });

  it('rejects bad orders by field path and keeps the good ones', async () => {
    const base = anOrder('BAD');
    const item = base.items[0];
    const res = await sendOrders(server(), 2, key, [
      anOrder('BAD1', { currency: 'gbp' }),
      anOrder('GOOD1'),
      anOrder('BAD2', { items: [{ ...item, price: '-1.00' }] }),
      anOrder('BAD3', { items: [{ ...item, price: '1.001' }] }),
      anOrder('BAD4', { status: 'Shipped' }),
      anOrder('BAD5', { items: [{ ...item, productType: 'Cruises' }] }),
      anOrder('BAD6', { bookingDate: '2026-02-30' }),
      'not an order',
      anOrder('GOOD1'),
      anOrder('BAD8', {
        travellers: [{ firstName: 'A', lastName: 'B', dateOfBirth: '0000-01-01' }],
      }),
      anOrder('BAD7', {
        payments: [{ amount: '1.00', status: 'Paid', date: '2026-03-02', type: 'account' }],
      }),
    ]);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ created: 1, updated: 0, unchanged: 0 });
    const rejected = res.body.rejected ?? [];
    const reasons = Object.fromEntries(rejected.map((r) => [r.index, r.reasons]));
    expect(rejected.map((r) => r.index)).toEqual([0, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(rejected[0]?.reference).toBe('BAD1');
    expect(reasons[0]).toEqual([`currency: ${MONEY_TEXT.currency}`]);
    expect(reasons[2]).toEqual([`items.0.price: ${MONEY_TEXT.format}`]);
    expect(reasons[3]).toEqual([`items.0.price: ${MONEY_TEXT.format}`]);
    expect(reasons[4]?.[0]).toMatch(/^status: /);
    expect(reasons[5]?.[0]).toMatch(/^items\.0\.productType: /);
    expect(reasons[6]?.[0]).toMatch(/^bookingDate: /);
    expect(rejected.find((r) => r.index === 7)?.reference).toBeNull();
    expect(reasons[8]).toEqual(['reference: This reference is already earlier in the batch']);
    expect(reasons[9]).toEqual(['travellers.0.dateOfBirth: Enter a date from 1900 to 2199']);
    expect(reasons[10]?.[0]).toMatch(/^payments\.0\.linkedCompanyId: /);
    expect(
      await count(sql`select count(*)::int as n from orders where reference like 'BAD%'`),
    ).toBe(0);
    expect(await stored('GOOD1')).toBeDefined();
  });

  it('refuses text PostgreSQL cannot store, by field path, and keeps the good orders', async () => {
    const res = await sendOrders(server(), 2, key, [
      anOrder('SUR\ud800'),
      anOrder('SUR2', { agent: 'x\udc00' }),
      anOrder('SUR3', { agent: 'Quotes \' " % _ \\ {}' }),
      anOrder('SUR4', { agent: 'NUL \u0000' }),
    ]);
    expect(res.status).toBe(200);
    expect(res.body.created).toBe(1);
    expect(
      res.body.rejected?.map((r) => [r.index, r.reference, r.reasons[0]?.split(':')[0]]),
    ).toEqual([
      [0, null, 'reference'],
      [1, 'SUR2', 'agent'],
      [3, 'SUR4', 'agent'],
    ]);
  });

  it("refuses a payment on another application's linked company", async () => {
    const other = await companyWithCredit(server(), 1, 'Elsewhere Ltd', 100_000);
    const res = await sendOrders(server(), 2, key, [
      anOrder('ACC1', {
        payments: [
          {
            amount: '10.00',
            status: 'Paid',
            date: '2026-03-02',
            type: 'account',
            linkedCompanyId: other.companyId,
          },
        ],
      }),
    ]);
    expect(res.body.rejected?.[0]?.reasons).toEqual([
      'payments.0.linkedCompanyId: No linked company with this id in the application',
    ]);
  });

  it('accepts a full batch and refuses a larger or empty one', async () => {
    // Eight items each: over a megabyte, more than other JSON routes take.
    const items = Array.from({ length: 4 }, () => anOrder('X').items).flat();
    const full = Array.from({ length: MAX_INGEST_BATCH }, (_, i) => anOrder(`FULL${i}`, { items }));
    expect(JSON.stringify({ orders: full }).length).toBeGreaterThan(1_100_000);
    expect((await sendOrders(server(), 2, key, full)).body.created).toBe(MAX_INGEST_BATCH);
    expect((await sendOrders(server(), 2, key, [...full, anOrder('ONE-MORE')])).status).toBe(400);
    expect((await sendOrders(server(), 2, key, [])).status).toBe(400);
    expect(
      await count(sql`select count(*)::int as n from orders where reference like 'FULL%'`),
    ).toBe(MAX_INGEST_BATCH);
  });
});
