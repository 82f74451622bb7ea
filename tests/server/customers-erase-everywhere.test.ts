import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import type { Customer, CustomerRow } from '#contract/customers';
import type { Order, OrderRow } from '#contract/orders';
import type { Paged } from '#contract/paging';
import { MASKED } from '#server/audit/diff';
import { auditLog } from '#server/db/schema';
import { APP, customersPath } from './customers.fixtures';
import { rowsMentioning, wordsIn, workbookText } from './database-dump.fixtures';
import { ADMIN, describeEachDatabase } from './harness';
import { anOrder, ingestionKey, sendCustomers, sendOrders } from './ingest.fixtures';
import { jsonCaller, signedIn } from './signed-in';

/**
 * A person no seed or other test could name: every word of theirs the console might keep.
 * Their email holds the first name, so the name finds it too.
 */
const FIRST = 'Zyxquorra';
const LAST = 'Qwelthorpe';
const EMAIL = 'zyxquorra.qwelthorpe@example.test';
const WORK_EMAIL = 'zyxq.office@example.test';
const PHONE = '+44 1632 960481';
const PASSPORT = 'ZQ9876543';
const WORDS = [FIRST, LAST, 'zyxq', '1632 960481', PASSPORT];

/** Someone else of the same application, whose words stay. */
const OTHER = { email: 'ada.keeps@example.test', firstName: 'Ada', lastName: 'Keepsake' };

const person = { email: EMAIL, title: 'Mx', firstName: FIRST, lastName: LAST, phone: PHONE };
const hotlists = [
  {
    name: `${FIRST} wishlist`,
    offers: [
      {
        name: `${FIRST}'s family villa`,
        link: `https://example.test/offers/${FIRST.toLowerCase()}-villa`,
        price: '1299.99',
        currency: 'EUR',
        startDate: '2026-08-01',
        endDate: '2026-08-08',
      },
    ],
  },
];

function theirOrder(reference: string, status = 'Confirmed') {
  const order = anOrder(reference, { status, customer: person });
  const [flight, transfer] = order.items;
  return {
    ...order,
    items: [
      { ...flight, description: `Window seats for ${FIRST} ${LAST}` },
      { ...transfer, description: `Driver holds a sign saying ${LAST.toUpperCase()}` },
    ],
    travellers: [
      {
        title: 'Mx',
        firstName: FIRST,
        lastName: LAST,
        dateOfBirth: '1977-03-09',
        passportNumber: PASSPORT,
        passportCountry: 'GB',
        passportIssueDate: '2021-02-03',
        passportExpiryDate: '2031-02-03',
      },
    ],
  };
}

describeEachDatabase('customers: erase leaves no word of the person', (server) => {
  const { admin } = signedIn(server, { admin: ADMIN });
  let key = '';
  beforeAll(async () => {
    key = await ingestionKey(server(), admin, APP);
  });
  const call = jsonCaller(server, admin);
  const json = async <T>(path: string, method = 'GET', body?: Record<string, unknown>) => {
    const res = await call(path, method, body);
    expect(res.ok, `${method} ${path}: ${res.status}`).toBe(true);
    return (await res.json()) as T;
  };
  const orderPath = (o: { orderId: number; orderKey: string }) =>
    `/api/applications/${APP}/ordermanager/${o.orderId}/${o.orderKey}`;
  const myOrders = `/api/applications/${APP}/ordermanager/myorders`;
  const allDates = 'dateType=booking&from=2000-01-01&to=2099-12-31';

  /** What staff do on an order, each step naming the person in their own words. */
  async function workOn(at: string) {
    const step = async (path: string, method: string, body: (v: number) => object) => {
      const { version } = await json<Order>(at);
      await json(`${at}/${path}`, method, body(version) as Record<string, unknown>);
    };
    await step('contact', 'PUT', (version) => ({ version, ...person, email: WORK_EMAIL }));
    await step('notes', 'POST', () => ({ body: `${FIRST} phoned from ${PHONE}` }));
    await step('status', 'PUT', (version) => ({
      version,
      status: 'Processing',
      reason: `${LAST} asked for a later flight`,
    }));
    await step('cancel', 'POST', (version) => ({ version, reason: `${FIRST} ${LAST} fell ill` }));
  }

  /** Every answer of the console that could show the person, as text. */
  async function everyAnswer(customerPath: string, customerId: number, hotlistIds: number[]) {
    const texts: [string, string][] = [];
    const text = async (path: string, ok = [200]) => {
      const res = await call(path);
      expect(ok, `GET ${path}`).toContain(res.status);
      const body = path.endsWith('.xlsx')
        ? await workbookText(await res.arrayBuffer())
        : await res.text();
      texts.push([path, body]);
      return body;
    };
    await text(customerPath);
    await text(`${customerPath}/orders?pageSize=100`);
    await text(`${customerPath}/export.json`);
    await text(`${customerPath}/export.xlsx`);
    for (const id of hotlistIds)
      await text(`${customersPath()}/${customerId}/hotlists/${id}`, [404]);
    await text(`${customersPath()}?pageSize=100`);
    for (const word of WORDS) await text(`${customersPath()}?search=${encodeURIComponent(word)}`);
    const orders = JSON.parse(
      await text(`${myOrders}?${allDates}&pageSize=100`),
    ) as Paged<OrderRow>;
    for (const word of WORDS)
      await text(`${myOrders}?${allDates}&text=${encodeURIComponent(word)}`);
    await text(`/api/applications/${APP}/ordermanager/myorders.xlsx?${allDates}`);
    const theirs = orders.items.filter((o) => o.reference.startsWith('ZQ-'));
    expect(theirs).toHaveLength(2);
    for (const o of theirs) {
      await text(orderPath(o));
      await text(`/api/companies/1/audit/orders/${o.orderId}?pageSize=100`);
    }
    await text(`/api/companies/1/audit/customers/${customerId}?pageSize=100`);
    await text('/api/preferences/starred');
    for (const area of ['customers', 'orders']) {
      await text(`/api/companies/1/audit?area=${area}&pageSize=100`);
    }
    return texts;
  }

  it('erases the person from every table and every answer, keeping orders and money', async () => {
    expect((await sendCustomers(server(), APP, key, [{ ...person, hotlists }])).status).toBe(200);
    const sent = await sendOrders(server(), APP, key, [
      theirOrder('ZQ-1'),
      theirOrder('ZQ-2'),
      anOrder('KEEP-1', { customer: { ...OTHER, title: 'Ms' } }),
    ]);
    expect(sent.status).toBe(200);
    // A resend with a change: the order's 'updated' step and events.
    expect((await sendOrders(server(), APP, key, [theirOrder('ZQ-2', 'Processing')])).status).toBe(
      200,
    );
    const [found] = (
      await json<Paged<CustomerRow>>(`${customersPath()}?search=${encodeURIComponent(EMAIL)}`)
    ).items;
    if (!found) throw new Error('the ingested customer is not listed');
    const customerPath = `${customersPath()}/${found.customerId}/${found.key}`;
    const before = await json<Customer>(customerPath);
    await json(customerPath, 'PUT', {
      ...person,
      title: 'Mx.',
      version: before.version,
      notes: `${FIRST} likes quiet rooms; call ${PHONE}`,
      dateOfBirth: '1977-03-09',
    });
    const orders = await json<Paged<OrderRow>>(`${myOrders}?${allDates}&text=zq-`);
    const first = orders.items.find((o) => o.reference === 'ZQ-1');
    if (!first) throw new Error('ZQ-1 is not listed');
    await workOn(orderPath(first));
    // Audit fields no eraser knows of yet, as a writer added later might record them.
    const laterFields = { status: ['Confirmed', 'Processing'], items: [null, `For ${FIRST}`] };
    await server()
      .database.db.insert(auditLog)
      .values([
        {
          companyId: 1,
          applicationId: APP,
          area: 'orders',
          recordId: String(first.orderId),
          label: 'ZQ-1',
          action: 'update',
          changes: laterFields,
        },
        {
          companyId: 1,
          applicationId: APP,
          area: 'customers',
          recordId: String(found.customerId),
          label: EMAIL,
          action: 'update',
          changes: { hotlists: [null, `${FIRST} wishlist`] },
        },
      ]);
    const hotlistIds = before.hotlists.map((h) => h.hotlistId);
    expect(hotlistIds).toHaveLength(1);
    // Staff star the pages; a star is titled with the page's heading.
    const pages = `/applications/${APP}`;
    const stars = [
      [`${pages}/customers/${found.customerId}/${found.key}/view`, `${FIRST} ${LAST}`],
      [`${pages}/customers/${found.customerId}/hotlists/${hotlistIds[0]}`, `${FIRST} wishlist`],
      [`${pages}/ordermanager/${first.orderId}/${first.orderKey}/view`, `ZQ-1 ${LAST}`],
    ];
    for (const [path, title] of stars) {
      await json('/api/preferences/starred', 'PUT', { path, title, permission: null });
    }

    // Everything is there before: the dump and the answers find the person.
    const dumped = await rowsMentioning(server(), WORDS);
    for (const table of ['customers', 'customer_hotlists', 'order_items', 'order_travellers']) {
      expect(dumped.some((row) => row.includes(`.${table}: `))).toBe(true);
    }
    expect(dumped.some((row) => row.includes('.audit_log: '))).toBe(true);
    expect(dumped.some((row) => row.includes('.outbox: '))).toBe(true);
    await json(`${customerPath}/export.json`);
    const seen = await everyAnswer(customerPath, found.customerId, []);
    expect(seen.filter(([, body]) => wordsIn(body, WORDS).length > 0).length).toBeGreaterThan(10);

    expect((await call(`${customerPath}/erase`, 'POST')).status).toBe(200);

    expect(await rowsMentioning(server(), WORDS)).toEqual([]);
    const answers = await everyAnswer(customerPath, found.customerId, hotlistIds);
    expect(answers.filter(([, body]) => wordsIn(body, WORDS).length > 0)).toEqual([]);

    const [later] = await server()
      .database.db.select({ changes: auditLog.changes })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.area, 'orders'),
          eq(auditLog.recordId, String(first.orderId)),
          sql`${auditLog.changes} -> 'items' is not null`,
        ),
      );
    expect(later?.changes).toEqual({ status: ['Confirmed', 'Processing'], items: [null, MASKED] });

    const starred = await json<{ path: string; title: string }[]>('/api/preferences/starred');
    expect(starred.filter((p) => p.path.startsWith(pages)).map((p) => p.title)).toEqual([
      'Erased',
      'ZQ-1',
    ]);

    // The orders stay for the books: money, dates, statuses, suppliers and references.
    const kept = await json<Order>(orderPath(first));
    expect(kept).toMatchObject({ reference: 'ZQ-1', status: 'Cancelled', total: '770.30' });
    expect(kept.items.map((i) => [i.supplierName, i.supplierReference, i.price])).toEqual([
      ['SkyLine', 'SL-ZQ-1', '770.10'],
      ['CityCabs', null, '0.20'],
    ]);
    // Someone else's order keeps its words.
    const other = (await json<Paged<OrderRow>>(`${myOrders}?${allDates}&text=keep-1`)).items[0];
    if (!other) throw new Error('KEEP-1 is not listed');
    const theirs = await json<Order>(orderPath(other));
    expect(theirs.items[0]?.description).toBe('LHR → FCO return');
    expect(theirs.travellers[0]?.lastName).toBe('Lovelace');
  });

  it('erases again harmlessly: a second erase answers the same customer, hotlists gone', async () => {
    const email = 'zyxquorra.twice@example.test';
    const twice = { ...person, email };
    expect((await sendCustomers(server(), APP, key, [{ ...twice, hotlists }])).status).toBe(200);
    const [found] = (
      await json<Paged<CustomerRow>>(`${customersPath()}?search=${encodeURIComponent(email)}`)
    ).items;
    if (!found) throw new Error('the ingested customer is not listed');
    const customerPath = `${customersPath()}/${found.customerId}/${found.key}`;
    const {
      version: _v1,
      updated: _u1,
      ...once
    } = await json<Customer>(`${customerPath}/erase`, 'POST');
    const {
      version: _v2,
      updated: _u2,
      ...again
    } = await json<Customer>(`${customerPath}/erase`, 'POST');
    expect(again).toEqual(once);
    expect(again.hotlists).toEqual([]);
  });
});
