import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import {
  CUSTOMER_TEXT,
  type Customer,
  type CustomerExport,
  ERASED_TEXT,
  type Hotlist,
  XLSX_CONTENT_TYPE,
} from '#contract/customers';
import type { Order } from '#contract/orders';
import { MASKED } from '#server/audit/diff';
import { auditLog, outbox } from '#server/db/schema';
import {
  customerHotlists,
  customers,
  orderNotes,
  orders,
  orderTimeline,
  orderTravellers,
} from '#server/db/schema-travel';
import {
  APP,
  addCustomer,
  customersPath,
  insertOrder,
  newCustomer,
  OTHER_APP,
} from './customers.fixtures';
import { ADMIN, describeEachDatabase } from './harness';
import { jsonCaller, signedIn } from './signed-in';

describeEachDatabase('customers: export and erase', (server) => {
  const { admin } = signedIn(server, { admin: ADMIN });
  const call = jsonCaller(server, admin);
  const db = () => server().database.db;

  /** A customer with one order (one traveller) and one hotlist of two offers. */
  async function customerWithHistory() {
    const form = newCustomer();
    const { customerId, key } = await addCustomer(server(), admin, form);
    const order = await insertOrder(db(), {
      customerId,
      firstName: form.firstName,
      lastName: form.lastName,
      email: form.email,
    });
    const [hotlist] = await db()
      .insert(customerHotlists)
      .values({
        customerId,
        name: 'Summer ideas',
        offers: [
          {
            name: 'Villa Sol',
            link: 'https://example.test/villa',
            priceMinor: 129999,
            currency: 'EUR',
            startDate: '2026-08-01',
            endDate: '2026-08-08',
          },
          {
            name: 'City break',
            link: 'https://example.test/city',
            priceMinor: 45000,
            currency: 'EUR',
          },
        ],
      })
      .returning({ id: customerHotlists.id });
    return {
      form,
      customerId,
      key,
      order,
      hotlistId: hotlist?.id ?? 0,
      path: `${customersPath()}/${customerId}/${key}`,
    };
  }

  /** What staff do on an order through the console; each step writes the order's audit trail. */
  async function workOn(order: { orderId: number; key: string }, said: string) {
    const at = `/api/applications/${APP}/ordermanager/${order.orderId}/${order.key}`;
    const steps: [string, string, (version: number) => Record<string, unknown>][] = [
      [
        'contact',
        'PUT',
        (version) => ({
          version,
          title: 'Dr.',
          firstName: 'Janet',
          lastName: 'Renamed',
          email: `renamed.${order.orderId}@example.test`,
          phone: '+44 20 7946 9999',
        }),
      ],
      ['notes', 'POST', () => ({ body: said })],
      ['status', 'PUT', (version) => ({ version, status: 'Processing', reason: said })],
      ['cancel', 'POST', (version) => ({ version, reason: said })],
    ];
    for (const [path, method, body] of steps) {
      const { version } = (await (await call(at)).json()) as Order;
      expect((await call(`${at}/${path}`, method, body(version))).ok).toBe(true);
    }
    return (await (await call(at)).json()) as Order;
  }

  it('shows a hotlist with its offers, prices as decimal strings; another customer’s is 404', async () => {
    const { customerId, key, hotlistId, path } = await customerWithHistory();
    const customer = (await (await call(path)).json()) as Customer;
    expect(customer.hotlists).toEqual([
      expect.objectContaining({ hotlistId, name: 'Summer ideas', offerCount: 2 }),
    ]);
    const res = await call(`${customersPath()}/${customerId}/hotlists/${hotlistId}`);
    expect(res.status).toBe(200);
    const hotlist = (await res.json()) as Hotlist;
    expect(hotlist.customerKey).toBe(key);
    expect(hotlist.offers).toEqual([
      {
        name: 'Villa Sol',
        link: 'https://example.test/villa',
        price: '1299.99',
        currency: 'EUR',
        startDate: '2026-08-01',
        endDate: '2026-08-08',
      },
      {
        name: 'City break',
        link: 'https://example.test/city',
        price: '450.00',
        currency: 'EUR',
        startDate: null,
        endDate: null,
      },
    ]);
    const other = await addCustomer(server(), admin);
    expect(
      (await call(`${customersPath()}/${other.customerId}/hotlists/${hotlistId}`)).status,
    ).toBe(404);
    expect(
      (await call(`${customersPath(OTHER_APP)}/${customerId}/hotlists/${hotlistId}`)).status,
    ).toBe(404);
  });

  it('exports everything held about the customer as JSON, recorded in the audit trail', async () => {
    const { form, customerId, order, path } = await customerWithHistory();
    const said = `${form.lastName} asked for a quiet room`;
    const worked = await workOn(order, said);
    const res = await call(`${path}/export.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="customer-${customerId}.json"`,
    );
    const data = (await res.json()) as CustomerExport;
    expect(data.customer).toMatchObject({
      customerId,
      email: form.email,
      phone: form.phone,
      address1: form.address1,
      dateOfBirth: form.dateOfBirth,
      notes: form.notes,
    });
    // The order's own copy of the contact, as staff changed it.
    expect(data.orders).toEqual([
      expect.objectContaining({
        reference: order.reference,
        total: '770.50',
        contactEmail: worked.contact.email,
        contactLastName: 'Renamed',
      }),
    ]);
    expect(data.travellers).toEqual([
      expect.objectContaining({
        orderReference: order.reference,
        lastName: form.lastName,
        passportNumber: 'P1234567',
      }),
    ]);
    // Each order's notes and timeline, as the order page shows them: who, when and what.
    const orderReference = order.reference;
    expect(data.notes).toEqual(
      worked.notes.map(({ noteId: _id, ...note }) => ({ orderReference, ...note })),
    );
    expect(data.notes).toEqual([
      { orderReference, at: expect.any(String), author: expect.any(String), body: said },
    ]);
    expect(data.timeline).toEqual(
      worked.timeline.map(({ id: _id, ...step }) => ({ orderReference, ...step })),
    );
    expect(data.timeline.map((s) => [s.kind, s.reason])).toEqual([
      ['contact', null],
      ['note', null],
      ['status', said],
      ['cancelled', said],
    ]);
    expect(data.timeline.every((s) => s.actor !== null && s.at !== '')).toBe(true);
    expect(data.hotlists[0]?.offers).toHaveLength(2);
    const audit = await db()
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.area, 'customers'), eq(auditLog.recordId, String(customerId))));
    expect(audit.map((a) => a.action).sort()).toEqual(['create', 'export']);
  });

  it('exports the same as a workbook with the sheets Customer, Orders, Travellers, Order notes, Order timeline and Hotlists', async () => {
    const { form, order, path } = await customerWithHistory();
    const said = `${form.lastName} asked for a quiet room`;
    await workOn(order, said);
    const res = await call(`${path}/export.xlsx`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain(XLSX_CONTENT_TYPE);
    const { default: ExcelJS } = await import('exceljs');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await res.arrayBuffer());
    expect(book.worksheets.map((s) => s.name)).toEqual([
      'Customer',
      'Orders',
      'Travellers',
      'Order notes',
      'Order timeline',
      'Hotlists',
    ]);
    const values = (name: string) =>
      book
        .getWorksheet(name)
        ?.getSheetValues()
        .filter(Boolean)
        .map((row) => (Array.isArray(row) ? row.slice(1) : [])) ?? [];
    const customer = new Map(values('Customer').map((row) => [row[0], row[1]]));
    expect(customer.get('email')).toBe(form.email);
    expect(customer.get('dateOfBirth')).toBe(form.dateOfBirth);
    const [ordersHead, firstOrder] = values('Orders');
    expect(ordersHead?.slice(0, 6)).toEqual([
      'reference',
      'status',
      'bookingDate',
      'travelDate',
      'currency',
      'total',
    ]);
    expect(firstOrder?.slice(0, 1)).toEqual([order.reference]);
    expect(firstOrder?.[5]).toBe('770.50');
    expect(values('Travellers')[1]?.[5]).toBe('P1234567');
    const [notesHead, note] = values('Order notes');
    expect(notesHead).toEqual(['orderReference', 'at', 'author', 'body']);
    expect([note?.[0], note?.[3]]).toEqual([order.reference, said]);
    const [stepsHead, ...steps] = values('Order timeline');
    expect(stepsHead).toEqual(['orderReference', 'at', 'actor', 'kind', 'summary', 'reason']);
    expect(steps.map((row) => [row[0], row[3], row[5] ?? null])).toEqual([
      [order.reference, 'contact', null],
      [order.reference, 'note', null],
      [order.reference, 'status', said],
      [order.reference, 'cancelled', said],
    ]);
    expect(
      values('Hotlists')
        .slice(1)
        .map((row) => [row[0], row[1], row[3]]),
    ).toEqual([
      ['Summer ideas', 'Villa Sol', '1299.99'],
      ['Summer ideas', 'City break', '450.00'],
    ]);
  });

  it('erases the person in the customer, its orders and their travellers, keeping money and dates', async () => {
    const { form, customerId, order, path } = await customerWithHistory();
    const other = await customerWithHistory();
    const said = `${form.firstName} ${form.lastName} asked for a quiet room`;
    await db()
      .insert(orderNotes)
      .values([order, other.order].map(({ orderId }) => ({ orderId, body: said })));
    const reasoned = { from: 'Confirmed', to: 'Cancelled', reason: said };
    await db()
      .insert(orderTimeline)
      .values({ orderId: order.orderId, actorId: null, kind: 'status', detail: reasoned });
    const res = await call(`${path}/erase`, 'POST');
    expect(res.status).toBe(200);
    const erased = (await res.json()) as Customer;
    expect(erased).toMatchObject({
      firstName: 'Erased',
      lastName: 'Erased',
      email: `erased-${customerId}@invalid`,
      phone: '',
      address1: '',
      city: '',
      postcode: '',
      dateOfBirth: '',
      notes: '',
      erased: true,
    });
    expect(erased.erasedAt).not.toBeNull();
    const [row] = await db().select().from(customers).where(eq(customers.id, customerId));
    expect(row?.searchText).toBe('');
    const [kept] = await db().select().from(orders).where(eq(orders.id, order.orderId));
    expect(kept).toMatchObject({
      contactFirstName: 'Erased',
      contactLastName: 'Erased',
      contactEmail: null,
      contactPhone: null,
      totalMinor: 77050,
      paidMinor: 20000,
      bookingDate: '2026-03-01',
      travelDate: '2026-07-14',
      reference: order.reference,
    });
    expect(kept?.searchText).toBe(`${order.reference} supref1`.toLowerCase());
    expect(kept?.searchText).not.toContain(form.lastName.toLowerCase());
    const [traveller] = await db()
      .select()
      .from(orderTravellers)
      .where(eq(orderTravellers.orderId, order.orderId));
    expect(traveller).toMatchObject({
      firstName: 'Erased',
      lastName: 'Erased',
      dateOfBirth: null,
      passportNumber: null,
      passportExpiryDate: null,
    });
    // What staff wrote on the orders goes too; each step keeps its kind and the console's words.
    const notes = await db()
      .select({ body: orderNotes.body })
      .from(orderNotes)
      .where(inArray(orderNotes.orderId, [order.orderId, other.order.orderId]))
      .orderBy(asc(orderNotes.orderId));
    expect(notes.map((n) => n.body)).toEqual([ERASED_TEXT, said]);
    const steps = await db()
      .select({ kind: orderTimeline.kind, detail: orderTimeline.detail })
      .from(orderTimeline)
      .where(eq(orderTimeline.orderId, order.orderId));
    expect(steps).toEqual([{ kind: 'status', detail: { ...reasoned, reason: ERASED_TEXT } }]);
    // Nothing of the person is left in the customer's audit trail either.
    const trail = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.area, 'customers'), eq(auditLog.recordId, String(customerId))));
    expect(trail.map((a) => a.action).sort()).toEqual(['create', 'erase']);
    expect(JSON.stringify(trail)).not.toContain(form.email);
    expect(JSON.stringify(trail)).not.toContain(form.lastName);
    // The customers list no longer finds them by name.
    const found = await call(`${customersPath()}?search=${form.lastName}`);
    expect(((await found.json()) as { total: number }).total).toBe(0);
  });

  it('erases the person from the audit trail and the outbox events of its orders', async () => {
    const { form, order, path } = await customerWithHistory();
    const other = await customerWithHistory();
    const said = `${form.firstName} ${form.lastName} asked for a quiet room`;
    const otherSaid = `${other.form.lastName} wants a sea view`;
    await workOn(order, said);
    await workOn(other.order, otherSaid);
    const trailOf = (orderId: number) =>
      db()
        .select({ changes: auditLog.changes, label: auditLog.label })
        .from(auditLog)
        .where(and(eq(auditLog.area, 'orders'), eq(auditLog.recordId, String(orderId))))
        .orderBy(asc(auditLog.id));
    const eventsOf = async (orderId: number) =>
      (
        await db()
          .select({ kind: outbox.kind, payload: outbox.payload })
          .from(outbox)
          .where(
            sql`${outbox.kind} like 'order.%' and ${outbox.payload} ->> 'orderId' = ${String(orderId)}`,
          )
          .orderBy(asc(outbox.id))
      ).map((e) => ({ ...e, payload: e.payload as Record<string, unknown> }));
    expect(JSON.stringify(await trailOf(order.orderId))).toContain(form.email);
    // A copy of the event as if it had gone out already: the copy kept goes as well.
    const [held] = await eventsOf(order.orderId);
    if (!held) throw new Error('no order.cancelled event');
    expect(held).toMatchObject({ kind: 'order.cancelled', payload: { reason: said } });
    await db().insert(outbox).values({ kind: held.kind, payload: held.payload, status: 'sent' });

    expect((await call(`${path}/erase`, 'POST')).status).toBe(200);

    const trail = await trailOf(order.orderId);
    const written = JSON.stringify(trail);
    for (const personal of [said, form.email, form.lastName, 'Renamed', 'renamed.', '7946 9999']) {
      expect(written).not.toContain(personal);
    }
    // Each change is still there, with what is not personal (status, items) as it was.
    expect(trail.map((r) => r.label)).toEqual(Array(4).fill(order.reference));
    expect(trail.map((r) => r.changes)).toEqual([
      {
        title: [MASKED, MASKED],
        firstName: [MASKED, MASKED],
        lastName: [MASKED, MASKED],
        email: [MASKED, MASKED],
        phone: [MASKED, MASKED],
      },
      { note: [null, MASKED] },
      { status: ['Confirmed', 'Processing'], reason: [null, MASKED] },
      {
        status: ['Processing', 'Cancelled'],
        cancelledItems: [[], [expect.any(Number)]],
        reason: [null, MASKED],
      },
    ]);
    const events = await eventsOf(order.orderId);
    expect(events).toHaveLength(2);
    for (const event of events) {
      expect(event.payload).toEqual({
        ...held.payload,
        reason: ERASED_TEXT,
      });
    }
    // Another customer's orders keep everything.
    expect(JSON.stringify(await trailOf(other.order.orderId))).toContain(otherSaid);
    const [kept] = await eventsOf(other.order.orderId);
    expect(kept?.payload.reason).toBe(otherSaid);
  });

  it('erases harmlessly a second time and refuses to edit an erased customer', async () => {
    const { customerId, path } = await customerWithHistory();
    expect((await call(`${path}/erase`, 'POST')).status).toBe(200);
    const again = await call(`${path}/erase`, 'POST');
    expect(again.status).toBe(200);
    const customer = (await again.json()) as Customer;
    expect(customer.email).toBe(`erased-${customerId}@invalid`);
    const trail = await db()
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.area, 'customers'), eq(auditLog.recordId, String(customerId))));
    expect(trail.filter((a) => a.action === 'erase')).toHaveLength(1);
    const edit = await call(path, 'PUT', { ...newCustomer(), version: customer.version });
    expect(edit.status).toBe(400);
    expect(((await edit.json()) as { title: string }).title).toBe(CUSTOMER_TEXT.erasedNoEdit);
  });
});
