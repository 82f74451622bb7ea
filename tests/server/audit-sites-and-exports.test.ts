import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { AUDIT_TEXT, type AuditEntry } from '#contract/audit';
import { ORDER_TEXT } from '#contract/orders';
import type { Paged } from '#contract/paging';
import { addMember, auth } from './access.fixtures';
import { ADMIN, describeEachDatabase } from './harness';
import { anOrder, ingestionKey, one, sendCustomers, sendOrders } from './ingest.fixtures';
import { addApplication } from './orders-fixture';
import { signedIn } from './signed-in';

const keyIdOf = (key: string) => createHash('sha256').update(key).digest('hex').slice(0, 12);

describeEachDatabase('the audit trail of booking sites and exports', (server) => {
  const { admin } = signedIn(server, { admin: ADMIN });
  let app = 0;
  let key = '';
  beforeAll(async () => {
    app = await addApplication(server().database.db);
    key = await ingestionKey(server(), admin, app);
  });
  const history = async (area: string, id: number | string) => {
    const res = await server().fetch(`/api/companies/1/audit/${area}/${id}`, { headers: admin });
    expect(res.status).toBe(200);
    return ((await res.json()) as Paged<AuditEntry>).items;
  };
  const site = (k: string) => ({
    kind: 'bookingSite',
    name: AUDIT_TEXT.bookingSite,
    keyId: keyIdOf(k),
  });

  it("shows an ingested order's creation and each change in its History, by the booking site and its key", async () => {
    const sent = await sendOrders(server(), app, key, [anOrder('AUD1')]);
    const id = (sent.body.orders as { id: number }[])[0]?.id ?? 0;
    const [created] = await history('orders', id);
    expect(created).toMatchObject({
      action: 'create',
      label: 'AUD1',
      actor: site(key),
      changes: {
        status: [null, 'Confirmed'],
        agent: [null, 'Web'],
        lastName: [null, 'Lovelace'],
        total: [null, '770.30'],
        paid: [null, '100.00'],
        items: [null, ['Flights: Confirmed', 'Transfers: Confirmed']],
      },
    });

    // A resend that changes nothing writes nothing; a change writes what changed, and only that.
    await sendOrders(server(), app, key, [anOrder('AUD1')]);
    expect(await history('orders', id)).toHaveLength(1);
    const base = anOrder('AUD1');
    const changed = anOrder('AUD1', {
      agent: 'Call centre',
      items: [base.items[0], { ...base.items[1], status: 'Cancelled' }],
    });
    expect((await sendOrders(server(), app, key, [changed])).body.updated).toBe(1);
    const [update] = await history('orders', id);
    expect(update).toMatchObject({ action: 'update', actor: site(key) });
    expect(update?.changes).toEqual({
      agent: ['Web', 'Call centre'],
      items: [
        ['Flights: Confirmed', 'Transfers: Confirmed'],
        ['Flights: Confirmed', 'Transfers: Cancelled'],
      ],
    });

    // After a rotation the History tells the new key from the old.
    const rotated = await ingestionKey(server(), admin, app);
    await sendOrders(server(), app, rotated, [anOrder('AUD1', { agent: 'Phone' })]);
    const [latest] = await history('orders', id);
    expect(latest?.actor).toEqual(site(rotated));
    expect(keyIdOf(rotated)).not.toBe(keyIdOf(key));
    key = rotated;
  });

  it('writes one audit row per order of a full batch', async () => {
    const batch = Array.from({ length: 500 }, (_, i) => anOrder(`AUDB${i}`));
    const sent = await sendOrders(server(), app, key, batch);
    const ids = (sent.body.orders as { id: number }[]).map((o) => o.id);
    expect(ids).toHaveLength(500);
    for (const id of [ids[0], ids[249], ids[499]]) {
      expect((await history('orders', id ?? 0)).map((e) => [e.action, e.actor])).toEqual([
        ['create', site(key)],
      ]);
    }
  });

  it('names the booking site as the actor of ingested customers', async () => {
    await sendCustomers(server(), app, key, [
      { email: 'aud.customer@example.com', firstName: 'A' },
    ]);
    await sendCustomers(server(), app, key, [
      { email: 'aud.customer@example.com', firstName: 'B' },
    ]);
    const customer = await one<{ id: number }>(
      server(),
      sql`select id from customers
           where application_id = ${app} and email = 'aud.customer@example.com'`,
    );
    const entries = await history('customers', customer?.id ?? 0);
    expect(entries.map((e) => [e.action, e.actor, e.changes.firstName])).toEqual([
      ['update', site(key), ['A', 'B']],
      ['create', site(key), [null, 'A']],
    ]);

    // A change of hotlists alone is in the trail too, by count: their names are the person's.
    const offer = { name: 'Zyx', link: 'https://example.com/o', price: '1.00', currency: 'GBP' };
    const withList = { email: 'aud.customer@example.com', firstName: 'B' };
    await sendCustomers(server(), app, key, [
      { ...withList, hotlists: [{ name: 'Quorra wishlist', offers: [offer] }] },
    ]);
    const [hotlist] = await history('customers', customer?.id ?? 0);
    expect(hotlist).toMatchObject({
      action: 'update',
      actor: site(key),
      changes: { hotlists: [null, '1 changed'] },
    });
    expect(JSON.stringify(hotlist)).not.toContain('Quorra');
  });

  it('audits the My orders export: who took it, how many orders, which filters', async () => {
    const staff = await addMember(server(), 1, ['apps_orders_read']);
    const res = await server().fetch(
      `/api/applications/${app}/ordermanager/myorders.xlsx?agent=Web&text=Lovelace&from=2026-01-01`,
      { headers: auth(staff.accessToken) },
    );
    expect(res.status).toBe(200);
    const [latest] = await history('applications', app);
    expect(latest).toMatchObject({
      action: 'export',
      actor: { kind: 'user', userId: staff.userId },
      changes: {
        export: [null, ORDER_TEXT.exportName],
        orders: [null, 500],
        textSearch: [null, true],
      },
    });
    // The filters say which orders; the text searched for may be a person's name, so not it.
    expect(JSON.stringify(latest?.changes.filters)).toContain('Web');
    expect(JSON.stringify(latest)).not.toContain('Lovelace');
  });
});
