import { createHash, randomBytes } from 'node:crypto';
import type { IngestOrder } from '#contract/ingest-order';
import { toMinor } from '#contract/money';

/** A random key for a record's page address (`/ordermanager/{id}/{key}/view`). */
export const newKey = () => randomBytes(24).toString('base64url');

const minor = (money: string) => toMinor(money) ?? 0;
const orNull = <T>(value: T | undefined) => value ?? null;

/**
 * An order as stored: money in integer minor units, absent fields as null, every key in a
 * fixed order. Its JSON is the canonical order, whose SHA-256 tells a resend from a change.
 */
export function canonicalOrder(o: IngestOrder) {
  return {
    reference: o.reference,
    status: o.status,
    bookingDate: o.bookingDate,
    currency: o.currency,
    agent: orNull(o.agent),
    contact: {
      email: o.customer.email,
      title: orNull(o.customer.title),
      firstName: o.customer.firstName,
      lastName: o.customer.lastName,
      phone: orNull(o.customer.phone),
    },
    items: o.items.map((i) => ({
      productType: i.productType,
      supplierName: i.supplierName,
      supplierReference: orNull(i.supplierReference),
      description: orNull(i.description),
      startDate: orNull(i.startDate),
      endDate: orNull(i.endDate),
      priceMinor: minor(i.price),
      currency: i.currency,
      status: i.status,
      refundable: i.refundable,
      rulesApplied: i.rulesApplied,
      priceBeforeChangeMinor: i.priceBeforeChange === undefined ? null : minor(i.priceBeforeChange),
      // Only when sent, so an order that names none keeps the hash it was stored with.
      ...(i.destination ? { destination: { ...i.destination } } : {}),
    })),
    travellers: o.travellers.map((t) => ({
      title: orNull(t.title),
      firstName: t.firstName,
      lastName: t.lastName,
      dateOfBirth: orNull(t.dateOfBirth),
      passportNumber: orNull(t.passportNumber),
      passportCountry: orNull(t.passportCountry),
      passportIssueDate: orNull(t.passportIssueDate),
      passportExpiryDate: orNull(t.passportExpiryDate),
    })),
    payments: o.payments.map((p) => ({
      amountMinor: minor(p.amount),
      status: p.status,
      paidOn: p.date,
      type: p.type,
      linkedCompanyId: p.type === 'account' ? orNull(p.linkedCompanyId) : null,
    })),
    depositSchedule: o.depositSchedule
      ? {
          initialAmountMinor: minor(o.depositSchedule.initialAmount),
          instalments: o.depositSchedule.instalments.map((i) => ({
            dueDate: i.dueDate,
            amountMinor: minor(i.amount),
          })),
        }
      : null,
    vouchers: o.vouchers.map((v) => ({
      code: v.code,
      valueMinor: minor(v.value),
      kind: v.kind,
      purpose: v.purpose,
    })),
  };
}
export type CanonicalOrder = ReturnType<typeof canonicalOrder>;

export const hashOrder = (order: CanonicalOrder) =>
  createHash('sha256').update(JSON.stringify(order)).digest('hex');

/**
 * The order's columns the console lists and searches by: travel date (the earliest item
 * start), total (the items' prices), paid (payments marked Paid), the product types in item
 * order, and one lower-cased text of reference, contact and supplier references.
 */
export function summaryOf(order: CanonicalOrder) {
  const starts = order.items.flatMap((i) => (i.startDate ? [i.startDate] : [])).sort();
  const words = [
    order.reference,
    order.contact.firstName,
    order.contact.lastName,
    order.contact.email,
    ...order.items.flatMap((i) => (i.supplierReference ? [i.supplierReference] : [])),
  ];
  return {
    travelDate: starts[0] ?? null,
    totalMinor: order.items.reduce((sum, i) => sum + i.priceMinor, 0),
    paidMinor: order.payments
      .filter((p) => p.status === 'Paid')
      .reduce((sum, p) => sum + p.amountMinor, 0),
    itemsSummary: [...new Set(order.items.map((i) => i.productType))].join(', ').slice(0, 200),
    searchText: words.join(' ').toLowerCase().slice(0, 1000),
  };
}

/** Credit an order holds on account, per linked company: its Pending and Paid account payments. */
export function onAccount(order: CanonicalOrder) {
  const byCompany = new Map<number, number>();
  for (const p of order.payments) {
    if (p.type !== 'account' || p.linkedCompanyId === null) continue;
    if (p.status !== 'Paid' && p.status !== 'Pending') continue;
    byCompany.set(p.linkedCompanyId, (byCompany.get(p.linkedCompanyId) ?? 0) + p.amountMinor);
  }
  return byCompany;
}
