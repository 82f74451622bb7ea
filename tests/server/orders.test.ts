import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Order, OrderRow } from '#contract/orders';
import type { Paged } from '#contract/paging';
import { orderTimeline } from '#server/db/schema-travel';
import { addCompany, addMember, auth } from './access.fixtures';
import { describeEachDatabase } from './harness';
import { addApplication, addOrder, dayOffset } from './orders-fixture';

const ALL = [
  'apps_orders_read',
  'apps_orders_process',
  'apps_orders_edit',
  'apps_orders_cancel',
] as const;

describeEachDatabase('My orders', (server) => {
  let staff: Record<string, string> = {};
  let app = 0;
  const list = async (query: Record<string, string> = {}, as = staff, appId = app) => {
    const res = await server().fetch(
      `/api/applications/${appId}/ordermanager/myorders?${new URLSearchParams(query)}`,
      { headers: as },
    );
    return {
      status: res.status,
      body: (await res.json()) as Paged<OrderRow> & { errors?: Record<string, string[]> },
    };
  };
  const refs = (page: Paged<OrderRow>) => page.items.map((r) => r.reference);

  beforeAll(async () => {
    const db = server().database.db;
    staff = auth((await addMember(server(), 1, ALL)).accessToken);
    app = await addApplication(db);
    const o = (reference: string, bookingDaysAgo: number, more = {}) =>
      addOrder(db, {
        applicationId: app,
        reference,
        bookingDate: dayOffset(-bookingDaysAgo),
        ...more,
      });
    await o('TG000001', 0, { firstName: 'Grace', lastName: "O'Hara", agent: 'Jane Smith' });
    await o('TG000002', 89, {
      lastName: 'Lovelace',
      status: 'Processing',
      items: [{ price: '99.50', supplierReference: 'HB-77%31' }],
    });
    await o('TG000003', 90, { lastName: 'Old' });
    await o('TG000004', 10, {
      lastName: 'Byron',
      agent: 'jane smith',
      status: 'Basket',
      items: [{ price: '1200.00', startDate: dayOffset(200), supplierReference: 'BA-XK2Q9' }],
    });
    await o('TG000005', 400, {
      lastName: 'Ancient',
      items: [{ price: '10.00', startDate: dayOffset(5) }],
    });
  });

  it('shows the last 90 days of bookings by default, today included, newest first', async () => {
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(refs(body)).toEqual(['TG000001', 'TG000004', 'TG000002']);
    expect(body.total).toBe(3);
    const first = body.items[0];
    expect(first).toMatchObject({
      customer: "Grace O'Hara",
      status: 'Confirmed',
      total: '500.00',
      bookingDate: dayOffset(0),
    });
    expect(body.items[2]?.total).toBe('99.50');
  });

  it('filters by travel date when asked, over any range', async () => {
    const byTravel = await list({ dateType: 'travel', from: dayOffset(0), to: dayOffset(10) });
    expect(refs(byTravel.body)).toEqual(['TG000005']);
    const later = await list({ dateType: 'travel', from: dayOffset(100), to: dayOffset(300) });
    expect(refs(later.body)).toEqual(['TG000004']);
    const old = await list({ from: dayOffset(-400), to: dayOffset(-90) });
    expect(refs(old.body)).toEqual(['TG000003', 'TG000005']);
  });

  it('filters by agent (any case) and status', async () => {
    expect(refs((await list({ agent: 'JANE SMITH' })).body)).toEqual(['TG000001', 'TG000004']);
    expect(refs((await list({ status: 'Basket' })).body)).toEqual(['TG000004']);
    expect((await list({ status: 'Shipped' })).status).toBe(400);
  });

  it('finds by customer name, order reference or supplier booking reference, in one box, within the dates shown', async () => {
    expect(refs((await list({ text: 'lovelace' })).body)).toEqual(['TG000002']);
    expect(refs((await list({ text: 'TG000004' })).body)).toEqual(['TG000004']);
    expect(refs((await list({ text: 'ba-xk2q9' })).body)).toEqual(['TG000004']);
    expect(refs((await list({ text: 'ada x' })).body)).toEqual([]);
    // A search keeps to the dates shown: the last 90 days unless a range is chosen.
    expect(refs((await list({ text: 'ancient' })).body)).toEqual([]);
    expect(refs((await list({ text: 'ancient', from: dayOffset(-500) })).body)).toEqual([
      'TG000005',
    ]);
  });

  it('takes quotes and % literally, and refuses NUL as a field error', async () => {
    expect(refs((await list({ text: "o'hara" })).body)).toEqual(['TG000001']);
    expect(refs((await list({ text: '77%31' })).body)).toEqual(['TG000002']);
    expect(refs((await list({ text: '%' })).body)).toEqual(['TG000002']);
    expect(refs((await list({ text: '_' })).body)).toEqual([]);
    const nul = await list({ text: 'a\u0000b' });
    expect(nul.status).toBe(400);
    expect(Object.keys(nul.body.errors ?? {})).toEqual(['text']);
    const bad = await list({ from: '2025-02-30' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors ?? {})).toEqual(['from']);
  });

  it('sorts by the whitelist only, and pages', async () => {
    const byTotal = await list({ sort: '-total' });
    expect(refs(byTotal.body)).toEqual(['TG000004', 'TG000001', 'TG000002']);
    const byCustomer = await list({ sort: 'customer' });
    expect(refs(byCustomer.body)).toEqual(['TG000004', 'TG000002', 'TG000001']);
    expect((await list({ sort: 'contact_email' })).status).toBe(400);
    const second = await list({ pageSize: '2', page: '2' });
    expect(refs(second.body)).toEqual(['TG000002']);
    expect(second.body.total).toBe(3);
  });

  it('tells a total it remembers only while no order of the application changed', async () => {
    const db = server().database.db;
    const other = await addApplication(db);
    const add = (reference: string, appId = other, lastName = 'Remembered') =>
      addOrder(db, { applicationId: appId, reference, bookingDate: dayOffset(-1), lastName });
    await add('RM000001');
    await add('RM000002');
    const search = { text: 'remembered', pageSize: '1' };
    const totalOf = async (query: Record<string, string>) =>
      (await list(query, staff, other)).body.total;
    expect(await totalOf(search)).toBe(2);
    expect(await totalOf({ ...search, page: '2' })).toBe(2);
    // An order of another application leaves this one's total as it was.
    await add('RM000009', await addApplication(db));
    expect(await totalOf(search)).toBe(2);
    await add('RM000003');
    expect(await totalOf(search)).toBe(3);
    await db.execute(
      sql`update orders set search_text = 'rm000003 forgotten' where reference = 'RM000003'`,
    );
    expect(await totalOf(search)).toBe(2);
    expect(await totalOf({ ...search, page: '3' })).toBe(2);
  });

  it('finds a whole reference typed as that order alone, and a part of one in every order that has it', async () => {
    const db = server().database.db;
    const own = await addApplication(db);
    const add = (reference: string, supplierReference: string) =>
      addOrder(db, {
        applicationId: own,
        reference,
        bookingDate: dayOffset(-1),
        items: [{ price: '10.00', supplierReference }],
      });
    await add('XR1234', 'HX-77');
    await add('XR12345', 'HX-771');
    const found = async (text: string) => refs((await list({ text }, staff, own)).body);
    expect(await found('xr1234')).toEqual(['XR1234']);
    expect(await found('XR12345')).toEqual(['XR12345']);
    expect(await found('hx-77')).toEqual(['XR1234']);
    expect(await found('xr123')).toEqual(['XR12345', 'XR1234']);
    expect(await found('HX-7')).toEqual(['XR12345', 'XR1234']);
    // Another application's order of the same reference is not this one's.
    await addOrder(db, { applicationId: app, reference: 'XR9', bookingDate: dayOffset(-1) });
    expect(await found('XR9')).toEqual([]);
  });

  it("answers 404 for another company's application", async () => {
    const other = await addApplication(
      server().database.db,
      await addCompany(server(), 'Rival Tours'),
    );
    expect((await list({}, staff, other)).status).toBe(404);
  });

  it('exports the filtered list as .xlsx', async () => {
    const res = await server().fetch(
      `/api/applications/${app}/ordermanager/myorders.xlsx?agent=jane%20smith`,
      { headers: staff },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await res.arrayBuffer());
    const sheet = book.worksheets[0];
    const rows: unknown[][] = [];
    sheet?.eachRow((row) => {
      rows.push((row.values as unknown[]).slice(1));
    });
    expect(rows[0]?.slice(0, 2)).toEqual(['Reference', 'Booking date']);
    expect(rows.slice(1).map((r) => r[0])).toEqual(['TG000001', 'TG000004']);
    expect(rows[2]?.at(-1)).toBe(1200);
    // A spreadsheet shows the header in bold and sums totals shown with two decimals.
    expect(sheet?.getRow(1).font?.bold).toBe(true);
    expect(sheet?.getRow(2).getCell(9).numFmt).toBe('0.00');
  });

  describe('the order page', () => {
    let order = { orderId: 0, orderKey: '' };
    beforeAll(async () => {
      order = await addOrder(server().database.db, {
        applicationId: app,
        reference: 'TG000100',
        bookingDate: dayOffset(-3),
        items: [{ price: '300.00' }, { price: '200.25', productType: 'Flights' }],
        paid: '100.00',
      });
    });
    const get = (as = staff, key = order.orderKey, appId = app) =>
      server().fetch(`/api/applications/${appId}/ordermanager/${order.orderId}/${key}`, {
        headers: as,
      });

    it('shows the order with totals paid and due, the schedule and the timeline', async () => {
      const res = await get();
      expect(res.status).toBe(200);
      const body = (await res.json()) as Order;
      expect(body).toMatchObject({
        reference: 'TG000100',
        total: '500.25',
        paid: '100.00',
        due: '400.25',
        version: 1,
      });
      expect(body.items.map((i) => [i.productType, i.price])).toEqual([
        ['Accommodation', '300.00'],
        ['Flights', '200.25'],
      ]);
      expect(body.depositSchedule?.instalments.map((i) => [i.amount, i.overdue])).toEqual([
        ['10.00', true],
        ['390.25', false],
      ]);
      expect(body.vouchers).toEqual([
        { code: 'SUMMER10', value: '10.00', kind: 'fixed', purpose: 'discount' },
      ]);
      expect(body.timeline.map((t) => [t.summary, t.actor])).toEqual([
        ['Order received from the booking site', null],
      ]);
      expect(body.nextStatuses.map((s) => s.status)).toEqual(['Processing']);
    });

    it("tells the booking site's updates apart on the timeline", async () => {
      const updated = await addOrder(server().database.db, {
        applicationId: app,
        bookingDate: dayOffset(-1),
      });
      await server()
        .database.db.insert(orderTimeline)
        .values([
          { orderId: updated.orderId, kind: 'updated', detail: { status: 'Confirmed' } },
          {
            orderId: updated.orderId,
            kind: 'updated',
            detail: { status: 'Confirmed with failure', previousStatus: 'Confirmed' },
          },
        ]);
      const res = await server().fetch(
        `/api/applications/${app}/ordermanager/${updated.orderId}/${updated.orderKey}`,
        { headers: staff },
      );
      const body = (await res.json()) as Order;
      expect(body.timeline.map((t) => [t.summary, t.actor])).toEqual([
        ['Order received from the booking site', null],
        ['Order updated by the booking site', null],
        ['Order updated by the booking site (Confirmed → Confirmed with failure)', null],
      ]);
    });

    it('is not found with a wrong key, or under another application', async () => {
      expect((await get(staff, 'a'.repeat(24))).status).toBe(404);
      const sibling = await addApplication(server().database.db);
      expect((await get(staff, order.orderKey, sibling)).status).toBe(404);
    });

    it('lets a reader of My orders see the list but not the order', async () => {
      const reader = auth((await addMember(server(), 1, ['apps_orders_read'])).accessToken);
      expect((await list({}, reader)).status).toBe(200);
      expect((await get(reader)).status).toBe(403);
      const editor = auth((await addMember(server(), 1, ['apps_orders_edit'])).accessToken);
      expect((await get(editor)).status).toBe(200);
      expect((await list({}, editor)).status).toBe(403);
    });
  });
});
