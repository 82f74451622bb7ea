import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { INPUT_TEXT } from '#contract/input';
import { MSG } from '#contract/messages';
import type { CompanyUser } from '#contract/users';
import { toBody } from '../../src/pages/users/user-body';
import { searchEvent, sendEvents } from './events.fixtures';
import { ADMIN, describeEachDatabase } from './harness';
import { anOrder, ingestionKey, one, sendCustomers, sendOrders } from './ingest.fixtures';
import { signedIn } from './signed-in';

const UNKNOWN = INPUT_TEXT.unknownField;

describeEachDatabase('a field the contract does not have', (server) => {
  const { admin } = signedIn(server, { admin: ADMIN });
  let key = '';
  beforeAll(async () => {
    key = await ingestionKey(server(), admin, 2);
  });
  const call = (path: string, method: string, body: Record<string, unknown>) =>
    server().fetch(path, { method, headers: admin, body });
  const count = async (query: ReturnType<typeof sql>) =>
    Number((await one<{ n: number }>(server(), query))?.n);

  it('refuses a user update with a 400 naming it, and changes nothing', async () => {
    const path = '/api/companies/1/users/1';
    const user = (await (await server().fetch(path, { headers: admin })).json()) as CompanyUser;
    // The form's own body (src/pages/users/user-body.ts) carries no field the server refuses.
    const body = { ...toBody(user), version: user.version };
    const res = await call(path, 'PUT', { ...body, firstName: 'Changed', nickname: 'Ada' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ title: MSG.invalidForm, errors: { nickname: [UNKNOWN] } });
    const after = (await (await server().fetch(path, { headers: admin })).json()) as CompanyUser;
    expect(after).toMatchObject({ firstName: user.firstName, version: user.version });
    expect((await call(path, 'PUT', body)).status).toBe(200);
  });

  it('names a nested unknown field by its path, each one on its own', async () => {
    const res = await call('/api/admin/crm/companies', 'POST', {
      name: 'Strict Travel',
      type: 'TourOp',
      countryCode: 'GB',
      hostAdmin: { firstName: 'A', lastName: 'B', email: 'a@strict.test', middleName: 'C' },
      vatNumber: 'GB123',
      parentId: 1,
    });
    expect(res.status).toBe(400);
    expect((await res.json()).errors).toEqual({
      'hostAdmin.middleName': [UNKNOWN],
      vatNumber: [UNKNOWN],
      parentId: [UNKNOWN],
    });
    expect(
      await count(sql`select count(*)::int as n from companies where name = 'Strict Travel'`),
    ).toBe(0);
  });

  it('refuses an ingestion call with one besides the batch as a 400 naming it', async () => {
    const res = await server().fetch('/api/applications/2/orders', {
      method: 'POST',
      headers: { 'x-ingestion-key': key },
      body: { orders: [anOrder('ENV1')], dryRun: true },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ title: MSG.invalidForm, errors: { dryRun: [UNKNOWN] } });
    expect(await count(sql`select count(*)::int as n from orders where reference = 'ENV1'`)).toBe(
      0,
    );
  });

  it("rejects a sent order with one, listing it among the order's reasons; the rest are kept", async () => {
    const order = anOrder('UNK1');
    const [first, ...others] = order.items;
    const misnamed = {
      ...anOrder('UNK2'),
      items: [{ ...first, supplierBookingReference: 'SL-9' }, ...others],
    };
    const alone = await sendOrders(server(), 2, key, [misnamed]);
    expect(alone.status).toBe(200);
    expect(alone.body).toMatchObject({
      created: 0,
      rejected: [
        {
          index: 0,
          reference: 'UNK2',
          reasons: ['items.0.supplierBookingReference: Unknown field'],
        },
      ],
    });
    const batch = await sendOrders(server(), 2, key, [
      order,
      misnamed,
      { ...anOrder('UNK3'), channel: 'web', customer: { ...order.customer, gender: 'f' } },
    ]);
    expect(batch.body).toMatchObject({ created: 1 });
    expect(batch.body.rejected).toEqual([
      { index: 1, reference: 'UNK2', reasons: ['items.0.supplierBookingReference: Unknown field'] },
      {
        index: 2,
        reference: 'UNK3',
        reasons: ['customer.gender: Unknown field', 'channel: Unknown field'],
      },
    ]);
    expect(
      await count(sql`select count(*)::int as n from orders where reference in ('UNK2', 'UNK3')`),
    ).toBe(0);
  });

  it('rejects a sent customer or search event with one, by its path', async () => {
    const customers = await sendCustomers(server(), 2, key, [
      {
        email: 'unknown@example.com',
        hotlists: [
          {
            name: 'Summer',
            offers: [
              {
                name: 'Rome',
                link: 'https://a.example/',
                price: '1.00',
                currency: 'GBP',
                url: 'x',
              },
            ],
          },
        ],
      },
    ]);
    expect(customers.body).toMatchObject({
      created: 0,
      rejected: [{ index: 0, reasons: ['hotlists.0.offers.0.url: Unknown field'] }],
    });
    const events = await sendEvents(server(), 2, key, [
      searchEvent(1, { eventId: 'unknown-1', sessionId: 's' }),
    ]);
    expect(events.body).toMatchObject({
      accepted: 0,
      rejected: [{ index: 0, reasons: ['sessionId: Unknown field'] }],
    });
  });
});
