import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import type { Order } from '#contract/orders';
import { outbox } from '#server/db/schema';
import { creditAccounts, creditLedger, customers, orders } from '#server/db/schema-travel';
import { addMember, auth } from './access.fixtures';
import { ADMIN, describeEachDatabase, signIn } from './harness';
import { addApplication, addCreditAccount, addOrder, dayOffset } from './orders-fixture';

type Answer = {
  status: number;
  body: Order & { errors?: Record<string, string[]>; title?: string };
};

describeEachDatabase('order changes', (server) => {
  let staff: Record<string, string> = {};
  let staffName = '';
  let app = 0;
  const db = () => server().database.db;
  const newOrder = (more: Partial<Parameters<typeof addOrder>[1]> = {}) =>
    addOrder(db(), {
      applicationId: app,
      bookingDate: dayOffset(-2),
      status: 'Processing',
      ...more,
    });
  type At = { orderId: number; orderKey: string };
  const call = async (
    at: At,
    path: string,
    method: string,
    body?: Record<string, unknown>,
    as = staff,
  ): Promise<Answer> => {
    const res = await server().fetch(
      `/api/applications/${app}/ordermanager/${at.orderId}/${at.orderKey}${path}`,
      { method, headers: as, ...(body ? { body } : {}) },
    );
    return { status: res.status, body: (await res.json()) as Answer['body'] };
  };
  const read = async (at: At) => (await call(at, '', 'GET')).body;
  const setStatus = (at: At, body: Record<string, unknown>, as = staff) =>
    call(at, '/status', 'PUT', body, as);

  beforeAll(async () => {
    const member = await addMember(server(), 1, [
      'apps_orders_read',
      'apps_orders_process',
      'apps_orders_edit',
      'apps_orders_cancel',
    ]);
    staff = auth(member.accessToken);
    await db().execute(
      sql`update users set first_name = 'Olga', last_name = 'Process' where id = ${member.userId}`,
    );
    staffName = 'Olga Process';
    app = await addApplication(db());
  });

  it('moves the status as the table allows, with who, when and why on the timeline', async () => {
    const at = await newOrder();
    const confirmed = await setStatus(at, { status: 'Confirmed', version: 1 });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ status: 'Confirmed', version: 2 });
    const back = await setStatus(at, {
      status: 'Processing',
      reason: 'Supplier asked to recheck',
      version: 2,
    });
    expect(back.body.status).toBe('Processing');
    expect(back.body.timeline.slice(1).map((t) => [t.summary, t.actor, t.reason])).toEqual([
      ['Status changed from Processing to Confirmed', staffName, null],
      ['Status changed from Confirmed to Processing', staffName, 'Supplier asked to recheck'],
    ]);
    // The company's audit trail and the order's History show both changes.
    const admin = auth((await signIn(server(), ADMIN)).accessToken);
    const trail = await server().fetch(`/api/companies/1/audit/orders/${at.orderId}`, {
      headers: admin,
    });
    expect(trail.status).toBe(200);
    const entries = ((await trail.json()) as { items: { area: string; changes: object }[] }).items;
    expect(entries.map((e) => e.changes)).toEqual([
      { status: ['Confirmed', 'Processing'], reason: [null, 'Supplier asked to recheck'] },
      { status: ['Processing', 'Confirmed'] },
    ]);
    const all = await server().fetch('/api/companies/1/audit?area=orders', { headers: admin });
    expect(all.status).toBe(200);
  });

  it('refuses an illegal move on status and a missing reason on reason', async () => {
    const at = await newOrder();
    const derived = await setStatus(at, { status: 'Partially cancelled', version: 1 });
    expect(derived.status).toBe(400);
    expect(derived.body.errors?.status).toEqual([
      'An order that is Processing cannot become Partially cancelled.',
    ]);
    const failure = await setStatus(at, { status: 'Confirmed with failure', version: 1 });
    expect(failure.body.errors?.status).toBeDefined();
    const noReason = await setStatus(at, { status: 'Basket', version: 1 });
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors?.reason).toEqual(['Give a reason for this change.']);
    // Nothing moved: the version is where it was.
    expect((await read(at)).version).toBe(1);
  });

  it('refuses a stale edit with 409', async () => {
    const at = await newOrder();
    expect((await setStatus(at, { status: 'Confirmed', version: 1 })).status).toBe(200);
    const stale = await setStatus(at, { status: 'Confirmed', version: 1 });
    expect(stale.status).toBe(409);
  });

  it('needs apps_orders_process to change the status', async () => {
    const at = await newOrder();
    const editor = auth((await addMember(server(), 1, ['apps_orders_edit'])).accessToken);
    expect((await setStatus(at, { status: 'Confirmed', version: 1 }, editor)).status).toBe(403);
    expect((await call(at, '/cancel', 'POST', { reason: 'x', version: 1 }, editor)).status).toBe(
      403,
    );
  });

  it("changes the order's contact only, never the customer", async () => {
    const [customer] = await db()
      .insert(customers)
      .values({
        applicationId: app,
        key: 'c'.repeat(24),
        firstName: 'Ada',
        lastName: 'Original',
        email: 'ada@example.test',
      })
      .returning();
    const at = await newOrder({ lastName: 'Original', email: 'ada@example.test' });
    await db().update(orders).set({ customerId: customer?.id }).where(eq(orders.id, at.orderId));
    const contact = {
      title: 'Dr',
      firstName: 'Ada',
      lastName: 'Renamed',
      email: 'ada.new@example.test',
      phone: '+44 1',
      version: 1,
    };
    const saved = await call(at, '/contact', 'PUT', contact);
    expect(saved.status).toBe(200);
    expect(saved.body.contact).toEqual({
      title: 'Dr',
      firstName: 'Ada',
      lastName: 'Renamed',
      email: 'ada.new@example.test',
      phone: '+44 1',
    });
    expect(saved.body.timeline.at(-1)?.summary).toBe(
      'Contact changed: title, last name, email, phone',
    );
    const [after] = await db()
      .select()
      .from(customers)
      .where(eq(customers.id, customer?.id ?? 0));
    expect(after).toMatchObject({ lastName: 'Original', email: 'ada@example.test', version: 1 });
    // The list finds the order by its contact's new name.
    const found = await server().fetch(
      `/api/applications/${app}/ordermanager/myorders?text=renamed`,
      { headers: staff },
    );
    expect(((await found.json()) as { total: number }).total).toBe(1);
    const bad = await call(at, '/contact', 'PUT', {
      ...contact,
      email: 'not-an-email',
      version: 2,
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors ?? {})).toEqual(['email']);
  });

  it('adds a note, on the page and the timeline', async () => {
    const at = await newOrder();
    const added = await call(at, '/notes', 'POST', { body: 'Customer phoned about the transfer.' });
    expect(added.status).toBe(201);
    expect(added.body.notes.map((n) => [n.body, n.author])).toEqual([
      ['Customer phoned about the transfer.', staffName],
    ]);
    expect(added.body.timeline.at(-1)?.summary).toBe('Note added');
    expect(added.body.version).toBe(2);
    expect((await call(at, '/notes', 'POST', { body: '   ' })).status).toBe(400);
  });

  it('cancels chosen items, then the rest, refunding credit on account exactly once', async () => {
    const account = await addCreditAccount(db(), app, '1000.00');
    const at = await newOrder({
      items: [{ price: '300.00' }, { price: '200.00' }],
      creditAccountId: account,
    });
    const balance = async () =>
      (
        await db()
          .select({ b: creditAccounts.balanceMinor })
          .from(creditAccounts)
          .where(eq(creditAccounts.id, account))
      )[0]?.b;
    expect(await balance()).toBe(50_000);

    const noReason = await call(at, '/cancel', 'POST', {
      itemIds: [at.itemIds[0]],
      reason: ' ',
      version: 1,
    });
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors?.reason).toEqual(['Give a reason for the cancellation.']);
    const foreign = await call(at, '/cancel', 'POST', {
      itemIds: [999_999],
      reason: 'x',
      version: 1,
    });
    expect(foreign.body.errors?.itemIds).toBeDefined();

    const part = await call(at, '/cancel', 'POST', {
      itemIds: [at.itemIds[0]],
      reason: 'Hotel closed',
      version: 1,
    });
    expect(part.status).toBe(200);
    expect(part.body.status).toBe('Partially cancelled');
    expect(part.body.items.map((i) => i.status)).toEqual(['Cancelled', 'Confirmed']);
    expect(await balance()).toBe(80_000);
    expect(part.body.timeline.at(-1)).toMatchObject({
      kind: 'cancelled',
      summary: '1 item cancelled (Processing → Partially cancelled); 300.00 GBP credit given back',
      reason: 'Hotel closed',
      actor: staffName,
    });
    // The same request again is stale; the credit is not given twice.
    expect(
      (
        await call(at, '/cancel', 'POST', {
          itemIds: [at.itemIds[0]],
          reason: 'Hotel closed',
          version: 1,
        })
      ).status,
    ).toBe(409);
    const again = await call(at, '/cancel', 'POST', {
      itemIds: [at.itemIds[0]],
      reason: 'Twice',
      version: 2,
    });
    expect(again.body.errors?.itemIds).toBeDefined();

    const rest = await call(at, '/cancel', 'POST', { reason: 'Customer withdrew', version: 2 });
    expect(rest.body.status).toBe('Cancelled');
    expect(rest.body.nextStatuses).toEqual([]);
    expect(await balance()).toBe(100_000);
    const ledger = await db()
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.orderId, at.orderId));
    expect(ledger.map((l) => [l.kind, l.amountMinor]).sort()).toEqual([
      ['order', -50_000],
      ['refund', 20_000],
      ['refund', 30_000],
    ]);
    const done = await call(at, '/cancel', 'POST', { reason: 'Again', version: 3 });
    expect(done.status).toBe(400);
    expect(await balance()).toBe(100_000);

    const events = await db()
      .select({ payload: outbox.payload, status: outbox.status })
      .from(outbox)
      .where(
        and(
          eq(outbox.kind, 'order.cancelled'),
          sql`(${outbox.payload}->>'orderId')::int = ${at.orderId}`,
        ),
      )
      .orderBy(outbox.id);
    // Queued held for the webhook deliverer, which runs in the app and may have handed them on.
    const queued = expect.stringMatching(/^(held|sent)$/);
    expect(events.map((e) => [(e.payload as { status: string }).status, e.status])).toEqual([
      ['Partially cancelled', queued],
      ['Cancelled', queued],
    ]);
  });

  it('cancels a whole order in one step, and the timeline shows each step', async () => {
    const at = await newOrder({ items: [{ price: '120.00' }, { price: '80.00' }] });
    await call(at, '/notes', 'POST', { body: 'Checking with the hotel' });
    await setStatus(at, { status: 'Confirmed', version: 2 });
    const whole = await call(at, '/cancel', 'POST', { reason: 'Duplicate booking', version: 3 });
    expect(whole.body.status).toBe('Cancelled');
    expect(whole.body.items.every((i) => i.status === 'Cancelled')).toBe(true);
    expect(whole.body.timeline.map((t) => t.summary)).toEqual([
      'Order received from the booking site',
      'Note added',
      'Status changed from Processing to Confirmed',
      'Order cancelled (Confirmed → Cancelled)',
    ]);
  });
});
