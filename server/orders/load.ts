import { and, asc, eq } from 'drizzle-orm';
import { fromMinor } from '#contract/money';
import type { Order } from '#contract/orders';
import type { OrderStatus } from '#contract/orders-model';
import type { Db } from '#server/db/client';
import { orders as o, orderItems, orderPayments, orderTravellers } from '#server/db/schema-travel';
import type { Tx } from '#server/db/tx';
import { getInScope } from '#server/kit/index';
import { destinationsOf } from './destinations';
import { rulesOf, scheduleOf, vouchersOf } from './frozen';
import { notesOf, stepsOf } from './history';
import { TRANSITIONS } from './transitions';

/** Where an order is: its application, its id and its key — all three, or it is not there. */
export type OrderAt = { applicationId: number; orderId: number; orderKey: string };

export const orderWhere = (at: OrderAt) =>
  and(eq(o.applicationId, at.applicationId), eq(o.id, at.orderId), eq(o.key, at.orderKey));

/** The order page: the order with everything that hangs off it; NotFound for a wrong key. */
export async function loadOrder(db: Db | Tx, at: OrderAt, today = new Date()): Promise<Order> {
  const order = await getInScope(db.select().from(o).where(orderWhere(at)));
  const id = order.id;
  const [items, travellers, payments, notes, steps] = await Promise.all([
    db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, id))
      .orderBy(asc(orderItems.position)),
    db
      .select()
      .from(orderTravellers)
      .where(eq(orderTravellers.orderId, id))
      .orderBy(asc(orderTravellers.position)),
    db
      .select()
      .from(orderPayments)
      .where(eq(orderPayments.orderId, id))
      .orderBy(asc(orderPayments.position)),
    notesOf(db, [id]),
    stepsOf(db, [id]),
  ]);
  const destinations = await destinationsOf(
    db,
    items.map((i) => ({ countryCode: i.destinationCountryCode, name: i.destinationName })),
  );
  const status = order.status as OrderStatus;
  return {
    orderId: id,
    orderKey: order.key,
    reference: order.reference,
    status,
    nextStatuses: [...(TRANSITIONS[status] ?? [])],
    bookingDate: order.bookingDate,
    travelDate: order.travelDate,
    agent: order.agent,
    currency: order.currency,
    total: fromMinor(order.totalMinor),
    paid: fromMinor(order.paidMinor),
    due: fromMinor(Math.max(0, order.totalMinor - order.paidMinor)),
    contact: {
      title: order.contactTitle ?? '',
      firstName: order.contactFirstName ?? '',
      lastName: order.contactLastName ?? '',
      email: order.contactEmail ?? '',
      phone: order.contactPhone ?? '',
    },
    customerId: order.customerId,
    items: items.map((i, n) => ({
      itemId: i.id,
      productType: i.productType,
      supplierName: i.supplierName,
      supplierReference: i.supplierReference,
      description: i.description,
      startDate: i.startDate,
      endDate: i.endDate,
      price: fromMinor(i.priceMinor),
      currency: i.currency,
      status: i.status,
      refundable: i.refundable,
      rulesApplied: rulesOf(i.rulesApplied),
      priceBeforeChange:
        i.priceBeforeChangeMinor === null ? null : fromMinor(i.priceBeforeChangeMinor),
      destination: destinations[n] ?? null,
    })),
    travellers: travellers.map(({ id: _id, orderId: _o, position: _p, ...t }) => t),
    payments: payments.map((p) => ({
      amount: fromMinor(p.amountMinor),
      status: p.status,
      date: p.paidOn,
      type: p.type,
      linkedCompanyId: p.linkedCompanyId,
    })),
    depositSchedule: scheduleOf(order.depositSchedule, today.toISOString().slice(0, 10)),
    vouchers: vouchersOf(order.vouchers),
    notes: notes.map(({ orderId: _order, ...note }) => note),
    timeline: steps.map(({ orderId: _order, ...step }) => step),
    version: order.version,
  };
}
