import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '#server/outbox/enqueue';
import { type CanonicalOrder, summaryOf } from './canonical';

/** An order the batch writes: a new one (`key` set) or an update of `id`. */
export type OrderWrite = {
  id: number;
  key: string | null;
  hash: string;
  customerId: number | null;
  order: CanonicalOrder;
};

const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;

/** The order's own columns, as jsonb_to_recordset reads them back. */
const ORDER_RECORD = sql.raw(`x(id int, key text, reference text, status text, booking_date date,
  travel_date date, currency text, agent text, customer_id int, contact_title text,
  contact_first_name text, contact_last_name text, contact_email text, contact_phone text,
  total_minor bigint, paid_minor bigint, items_summary text, deposit_schedule jsonb,
  vouchers jsonb, search_text text, content_hash text)`);

function orderRecord(w: OrderWrite) {
  const o = w.order;
  const s = summaryOf(o);
  return {
    id: w.id,
    key: w.key,
    reference: o.reference,
    status: o.status,
    booking_date: o.bookingDate,
    travel_date: s.travelDate,
    currency: o.currency,
    agent: o.agent,
    customer_id: w.customerId,
    contact_title: o.contact.title,
    contact_first_name: o.contact.firstName,
    contact_last_name: o.contact.lastName,
    contact_email: o.contact.email,
    contact_phone: o.contact.phone,
    total_minor: s.totalMinor,
    paid_minor: s.paidMinor,
    items_summary: s.itemsSummary,
    deposit_schedule: o.depositSchedule,
    vouchers: o.vouchers,
    search_text: s.searchText,
    content_hash: w.hash,
  };
}

/** New orders in one statement, under the ids the batch drew for them beforehand. */
export function insertOrders(tx: Executor, applicationId: number, writes: readonly OrderWrite[]) {
  return tx.execute(sql`
    insert into orders (id, application_id, key, reference, status, booking_date, travel_date,
      currency, agent, customer_id, contact_title, contact_first_name, contact_last_name,
      contact_email, contact_phone, total_minor, paid_minor, items_summary, deposit_schedule,
      vouchers, search_text, content_hash)
    overriding system value
    select x.id, ${applicationId}::int, x.key, x.reference, x.status, x.booking_date, x.travel_date,
      x.currency, x.agent, x.customer_id, x.contact_title, x.contact_first_name,
      x.contact_last_name, x.contact_email, x.contact_phone, x.total_minor, x.paid_minor,
      x.items_summary, x.deposit_schedule, x.vouchers, x.search_text, x.content_hash
    from jsonb_to_recordset(${json(writes.map(orderRecord))}) as ${ORDER_RECORD}`);
}

/**
 * Changed orders in one statement. The deposit schedule is left as it first arrived, so a
 * later change of the site's deposit rules never changes an existing booking.
 */
export function updateOrders(tx: Executor, writes: readonly OrderWrite[]) {
  return tx.execute(sql`
    update orders o set status = x.status, booking_date = x.booking_date,
      travel_date = x.travel_date, currency = x.currency, agent = x.agent,
      customer_id = x.customer_id, contact_title = x.contact_title,
      contact_first_name = x.contact_first_name, contact_last_name = x.contact_last_name,
      contact_email = x.contact_email, contact_phone = x.contact_phone,
      total_minor = x.total_minor, paid_minor = x.paid_minor, items_summary = x.items_summary,
      vouchers = x.vouchers, search_text = x.search_text, content_hash = x.content_hash,
      version = o.version + 1, updated_at = now()
    from jsonb_to_recordset(${json(writes.map(orderRecord))}) as ${ORDER_RECORD}
    where o.id = x.id`);
}

const inIds = (ids: readonly number[]) =>
  sql`(select jsonb_array_elements_text(${json(ids)})::int)`;

/** An update replaces the order's items, travellers and payments with the ones just sent. */
export async function clearChildren(tx: Executor, orderIds: readonly number[]) {
  if (orderIds.length === 0) return;
  for (const table of ['order_items', 'order_travellers', 'order_payments']) {
    await tx.execute(
      sql`delete from ${sql.identifier(table)} where order_id in ${inIds(orderIds)}`,
    );
  }
}

async function insertEach(tx: Executor, into: SQL, record: string, values: unknown[]) {
  if (values.length === 0) return;
  await tx.execute(
    sql`insert into ${into} select * from jsonb_to_recordset(${json(values)}) as ${sql.raw(record)}`,
  );
}

/** Items, travellers and payments of every written order: one statement per table. */
export async function insertChildren(tx: Executor, writes: readonly OrderWrite[]) {
  await insertEach(
    tx,
    sql.raw(`order_items (order_id, position, product_type, supplier_name, supplier_reference,
      description, start_date, end_date, price_minor, currency, status, refundable, rules_applied,
      price_before_change_minor, destination_country_code, destination_name)`),
    `x(o int, p int2, t text, sn text, sr text, d text, sd date, ed date, pm bigint, c text, s text,
      r boolean, ra jsonb, pb bigint, dc text, dn text)`,
    writes.flatMap((w) =>
      w.order.items.map((i, p) => ({
        o: w.id,
        p,
        t: i.productType,
        sn: i.supplierName,
        sr: i.supplierReference,
        d: i.description,
        sd: i.startDate,
        ed: i.endDate,
        pm: i.priceMinor,
        c: i.currency,
        s: i.status,
        r: i.refundable,
        ra: i.rulesApplied,
        pb: i.priceBeforeChangeMinor,
        dc: i.destination?.countryCode ?? null,
        dn: i.destination?.name ?? null,
      })),
    ),
  );
  await insertEach(
    tx,
    sql.raw(`order_travellers (order_id, position, title, first_name, last_name, date_of_birth,
      passport_number, passport_country, passport_issue_date, passport_expiry_date)`),
    `x(o int, p int2, t text, f text, l text, b date, n text, c text, i date, e date)`,
    writes.flatMap((w) =>
      w.order.travellers.map((t, p) => ({
        o: w.id,
        p,
        t: t.title,
        f: t.firstName,
        l: t.lastName,
        b: t.dateOfBirth,
        n: t.passportNumber,
        c: t.passportCountry,
        i: t.passportIssueDate,
        e: t.passportExpiryDate,
      })),
    ),
  );
  await insertEach(
    tx,
    sql.raw(
      `order_payments (order_id, position, amount_minor, status, paid_on, type, linked_company_id)`,
    ),
    `x(o int, p int2, a bigint, s text, d date, t text, c int)`,
    writes.flatMap((w) =>
      w.order.payments.map((pay, p) => ({
        o: w.id,
        p,
        a: pay.amountMinor,
        s: pay.status,
        d: pay.paidOn,
        t: pay.type,
        c: pay.linkedCompanyId,
      })),
    ),
  );
}

/** One timeline row per written order; the booking site is no console user (actor null). */
export function insertTimeline(
  tx: Executor,
  entries: readonly { orderId: number; kind: 'created' | 'updated'; detail: object }[],
) {
  return insertEach(
    tx,
    sql.raw('order_timeline (order_id, kind, detail)'),
    'x(o int, k text, d jsonb)',
    entries.map((e) => ({ o: e.orderId, k: e.kind, d: e.detail })),
  );
}
