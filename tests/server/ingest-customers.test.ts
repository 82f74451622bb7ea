import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { MAX_INGEST_BATCH } from '#contract/ingest';
import { ADMIN, describeEachDatabase } from './harness';
import { anOrder, ingestionKey, one, sendCustomers, sendOrders } from './ingest.fixtures';
import { signedIn } from './signed-in';

const aCustomer = (email: string, overrides: Record<string, unknown> = {}) => ({
  email,
  title: 'Mr',
  firstName: 'Alan',
  lastName: 'Turing',
  phone: '+44 161 496 0000',
  address1: '1 Bletchley Park',
  city: 'Milton Keynes',
  postcode: 'MK3 6EB',
  countryCode: 'GB',
  dateOfBirth: '1912-06-23',
  marketingConsent: true,
  membershipLevel: 'Gold',
  hotlists: [
    {
      name: 'Summer',
      offers: [
        {
          name: 'Rome, 7 nights',
          link: 'https://example.com/offers/rome',
          price: '770.00',
          currency: 'GBP',
          startDate: '2026-07-01',
          endDate: '2026-07-08',
        },
      ],
    },
  ],
  ...overrides,
});

type Customer = {
  id: number;
  first: string;
  phone: string;
  consent: boolean;
  level: string;
  search: string;
};

describeEachDatabase('customer ingestion', (server) => {
  let key = '';
  const { admin } = signedIn(server, { admin: ADMIN });
  beforeAll(async () => {
    key = await ingestionKey(server(), admin, 2);
  });
  const customer = (email: string) =>
    one<Customer>(
      server(),
      sql`select id, first_name as first, phone, marketing_consent as consent,
                 membership_level as level, search_text as search
            from customers where application_id = 2 and lower(email) = lower(${email})`,
    );
  const hotlists = async (customerId: number | undefined) =>
    (
      (await server().database.db.execute(
        sql`select name, offers from customer_hotlists where customer_id = ${customerId ?? 0} order by name`,
      )) as unknown as { rows: { name: string; offers: Record<string, unknown>[] }[] }
    ).rows;

  it('refuses a missing or wrong key', async () => {
    expect((await sendCustomers(server(), 2, null, [aCustomer('a@example.com')])).status).toBe(401);
    expect((await sendCustomers(server(), 2, 'wrong', [aCustomer('a@example.com')])).status).toBe(
      401,
    );
    expect((await sendCustomers(server(), 999, key, [aCustomer('a@example.com')])).status).toBe(
      401,
    );
  });

  it('creates a customer with hotlists once, then updates it by email', async () => {
    const first = await sendCustomers(server(), 2, key, [aCustomer('Alan@Example.com')]);
    expect(first).toMatchObject({
      status: 200,
      body: { created: 1, updated: 0, unchanged: 0, rejected: [] },
    });
    const made = await customer('alan@example.com');
    expect(made).toMatchObject({ first: 'Alan', consent: true, level: 'Gold' });
    expect(made?.search).toBe('alan turing alan@example.com +44 161 496 0000');
    expect(await hotlists(made?.id)).toEqual([
      {
        name: 'Summer',
        offers: [
          {
            name: 'Rome, 7 nights',
            link: 'https://example.com/offers/rome',
            priceMinor: 77000,
            currency: 'GBP',
            startDate: '2026-07-01',
            endDate: '2026-07-08',
          },
        ],
      },
    ]);

    const again = await sendCustomers(server(), 2, key, [aCustomer('alan@example.com')]);
    expect(again.body).toMatchObject({ created: 0, updated: 0, unchanged: 1 });

    // Left-out fields keep their value; a new hotlist is added beside the old one.
    const changed = await sendCustomers(server(), 2, key, [
      {
        email: 'ALAN@example.com',
        phone: '+44 161 496 0001',
        marketingConsent: false,
        hotlists: [{ name: 'Winter', offers: [] }],
      },
    ]);
    expect(changed.body).toMatchObject({ created: 0, updated: 1, unchanged: 0 });
    expect(await customer('alan@example.com')).toMatchObject({
      id: made?.id,
      first: 'Alan',
      phone: '+44 161 496 0001',
      consent: false,
      level: 'Gold',
    });
    expect((await hotlists(made?.id)).map((h) => h.name)).toEqual(['Summer', 'Winter']);

    const offersOnly = await sendCustomers(server(), 2, key, [
      { email: 'alan@example.com', hotlists: [{ name: 'summer', offers: [] }] },
    ]);
    expect(offersOnly.body).toMatchObject({ updated: 1 });
    expect((await hotlists(made?.id)).find((h) => h.name === 'summer')?.offers).toEqual([]);
  });

  it('records creates and updates in the audit trail', async () => {
    await sendCustomers(server(), 2, key, [aCustomer('audit@example.com')]);
    await sendCustomers(server(), 2, key, [
      { email: 'audit@example.com', membershipLevel: 'Silver' },
    ]);
    const id = (await customer('audit@example.com'))?.id;
    const audit = (
      (await server().database.db.execute(
        sql`select action, changes, actor_id from audit_log
             where area = 'customers' and record_id = ${String(id)} order by id`,
      )) as unknown as {
        rows: { action: string; changes: Record<string, unknown>; actor_id: null }[];
      }
    ).rows;
    expect(audit.map((a) => a.action)).toEqual(['create', 'update']);
    expect(audit[0]?.changes.firstName).toEqual([null, 'Alan']);
    expect(audit[1]?.changes).toEqual({ membershipLevel: ['Gold', 'Silver'] });
  });

  it('is the customer orders link to', async () => {
    await sendCustomers(server(), 2, key, [aCustomer('linked@example.com')]);
    await sendOrders(server(), 2, key, [
      anOrder('LINK1', {
        customer: { email: 'Linked@Example.com', firstName: 'X', lastName: 'Y' },
      }),
    ]);
    const order = await one<{ customerId: number }>(
      server(),
      sql`select customer_id as "customerId" from orders where reference = 'LINK1'`,
    );
    const linked = await customer('linked@example.com');
    expect(order?.customerId).toBe(linked?.id);
    // The order's contact never overwrites the customer.
    expect(linked?.first).toBe('Alan');
  });

  it('rejects bad customers by field path and keeps the good ones', async () => {
    const res = await sendCustomers(server(), 2, key, [
      aCustomer('not-an-email'),
      aCustomer('good@example.com'),
      aCustomer('bad-date@example.com', { dateOfBirth: '1990-13-01' }),
      aCustomer('bad-offer@example.com', {
        hotlists: [
          {
            name: 'X',
            offers: [{ name: 'Y', link: 'javascript:alert(1)', price: '1.001', currency: 'gbp' }],
          },
        ],
      }),
      aCustomer('GOOD@example.com'),
      aCustomer('nul@example.com', {
        hotlists: [
          {
            name: 'X',
            offers: [
              { name: 'Y', link: 'https://a.example/\u0000', price: '1.00', currency: 'GBP' },
            ],
          },
        ],
      }),
    ]);
    expect(res.body).toMatchObject({ created: 1 });
    const rejected = res.body.rejected ?? [];
    expect(rejected.map((r) => [r.index, r.email])).toEqual([
      [0, 'not-an-email'],
      [2, 'bad-date@example.com'],
      [3, 'bad-offer@example.com'],
      [4, 'GOOD@example.com'],
      [5, 'nul@example.com'],
    ]);
    expect(rejected[4]?.reasons[0]).toMatch(/^hotlists\.0\.offers\.0\.link: /);
    expect(rejected[0]?.reasons[0]).toMatch(/^email: /);
    expect(rejected[1]?.reasons[0]).toMatch(/^dateOfBirth: /);
    expect(rejected[2]?.reasons.map((r) => r.split(':')[0])).toEqual([
      'hotlists.0.offers.0.link',
      'hotlists.0.offers.0.price',
      'hotlists.0.offers.0.currency',
    ]);
    expect(rejected[3]?.reasons).toEqual(['email: This email is already earlier in the batch']);
  });

  it('refuses a batch over the limit or empty', async () => {
    const many = Array.from({ length: MAX_INGEST_BATCH + 1 }, (_, i) =>
      aCustomer(`c${i}@example.com`),
    );
    expect((await sendCustomers(server(), 2, key, many)).status).toBe(400);
    expect((await sendCustomers(server(), 2, key, [])).status).toBe(400);
    expect((await sendCustomers(server(), 2, key, many.slice(1))).body).toMatchObject({
      created: MAX_INGEST_BATCH,
    });
  });
});
