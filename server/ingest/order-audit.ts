import { type SQL, sql } from 'drizzle-orm';
import { fromMinor } from '#contract/money';
import type { Fields } from '#server/audit/diff';
import { type AuditEntry, recordChanges } from '#server/audit/record';
import { rows } from '#server/db/rows';
import type { Tx } from '#server/db/tx';
import { type CanonicalOrder, summaryOf } from './canonical';

/**
 * An order as its History shows what a booking site changed. The contact's fields are named as
 * the console's own contact change names them, so erasing the customer masks them in these
 * rows too (ORDER_PERSONAL_FIELDS); items read "Flights: Confirmed", in the site's order.
 */
export type AuditedOrder = {
  status: string;
  bookingDate: string;
  travelDate: string | null;
  currency: string;
  agent: string | null;
  title: string | null;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  phone: string | null;
  totalMinor: number;
  paidMinor: number;
  items: string[];
};

export const fieldsOf = (o: AuditedOrder): Fields => ({
  status: o.status,
  bookingDate: o.bookingDate,
  travelDate: o.travelDate,
  currency: o.currency,
  agent: o.agent,
  title: o.title,
  firstName: o.firstName,
  lastName: o.lastName,
  email: o.email,
  phone: o.phone,
  total: fromMinor(o.totalMinor),
  paid: fromMinor(o.paidMinor),
  items: o.items,
});

/** What the order is about to become. */
export function auditedOrder(order: CanonicalOrder): AuditedOrder {
  const s = summaryOf(order);
  return {
    status: order.status,
    bookingDate: order.bookingDate,
    travelDate: s.travelDate,
    currency: order.currency,
    agent: order.agent,
    title: order.contact.title,
    firstName: order.contact.firstName,
    lastName: order.contact.lastName,
    email: order.contact.email,
    phone: order.contact.phone,
    totalMinor: s.totalMinor,
    paidMinor: s.paidMinor,
    items: order.items.map((i) => `${i.productType}: ${i.status}`),
  };
}

/** An order as stored now, and whether staff cancelled it (or some of its items) in the console. */
export type StoredOrder = AuditedOrder & { id: number; cancelledInConsole: boolean };

/**
 * The orders as they stand, in one statement. Read after their row locks were taken, as a
 * statement of its own, so it sees what a console cancellation committed while this waited.
 */
export async function storedOrders(tx: Tx, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, StoredOrder>();
  const found = await rows<
    Omit<StoredOrder, 'totalMinor' | 'paidMinor'> & {
      totalMinor: string;
      paidMinor: string;
    }
  >(
    tx,
    sql`select o.id, o.status, o.booking_date::text as "bookingDate",
               o.travel_date::text as "travelDate", o.currency, o.agent, o.contact_title as title,
               o.contact_first_name as "firstName", o.contact_last_name as "lastName",
               o.contact_email as email, o.contact_phone as phone,
               o.total_minor::text as "totalMinor", o.paid_minor::text as "paidMinor",
               coalesce((select jsonb_agg(i.product_type || ': ' || i.status order by i.position)
                           from order_items i where i.order_id = o.id), '[]'::jsonb) as items,
               ${cancelledInConsole(sql`o.id`)} as "cancelledInConsole"
          from orders o
         where o.id in (select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::int)`,
  );
  return new Map(
    found.map((r): [number, StoredOrder] => [
      r.id,
      { ...r, totalMinor: Number(r.totalMinor), paidMinor: Number(r.paidMinor) },
    ]),
  );
}

/**
 * Whether the console has cancelled the order or some of its items: only its Cancel writes a
 * 'cancelled' step (server/orders/cancel.ts), and steps stay when a customer is erased.
 */
export const cancelledInConsole = (orderId: SQL) =>
  sql`exists (select 1 from order_timeline t where t.order_id = ${orderId} and t.kind = 'cancelled')`;

/** Who wrote an ingested batch: a booking site by its key, or the system (the demo's load). */
export type Writer = { siteKeyId: string | null };

export type OrderChange = {
  id: number;
  reference: string;
  before: AuditedOrder | undefined;
  after: AuditedOrder;
};

/**
 * The audit rows of a batch's written orders — a create, or an update with what changed — in
 * one multi-row insert through the one audit path, so a batch of 500 costs one statement.
 */
export async function auditOrders(
  tx: Tx,
  applicationId: number,
  writer: Writer,
  changes: readonly OrderChange[],
) {
  if (changes.length === 0) return;
  const [app] = await rows<{ companyId: number }>(
    tx,
    sql`select company_id as "companyId" from applications where id = ${applicationId}`,
  );
  const entries = changes.map(
    (c): AuditEntry => ({
      actorId: null,
      siteKeyId: writer.siteKeyId,
      companyId: app?.companyId ?? null,
      applicationId,
      area: 'orders',
      recordId: c.id,
      label: c.reference,
      action: c.before ? 'update' : 'create',
      ...(c.before ? { before: fieldsOf(c.before) } : {}),
      after: fieldsOf(c.after),
    }),
  );
  await recordChanges(tx, entries);
}
