import { and, asc, eq, inArray } from 'drizzle-orm';
import type { CustomerExport } from '#contract/customers';
import type { Actor } from '#server/audit/audited';
import { recordChange } from '#server/audit/record';
import type { Db } from '#server/db/client';
import { orders as o, orderTravellers as t } from '#server/db/schema-travel';
import { notesOf, stepsOf } from '#server/orders/history';
import { customerLabel } from './audit';
import { hotlistOf, hotlistsForExport } from './hotlists';
import { orderSummary } from './orders';
import { type CustomerAt, loadCustomer } from './store';

/**
 * Everything held about a customer — the record, every order's own copy of the contact, the
 * travellers, notes and timeline of those orders, and the hotlists — read in one transaction
 * (one snapshot), with the export's audit row: who took a copy of a person's data, and when,
 * stays on record.
 */
export async function exportCustomer(
  db: Db,
  actor: Actor,
  at: CustomerAt,
): Promise<CustomerExport> {
  return db.transaction(async (tx) => {
    const { hotlists: _summaries, companyId, ...customer } = await loadCustomer(tx, at);
    const orderRows = await tx
      .select()
      .from(o)
      .where(and(eq(o.applicationId, at.applicationId), eq(o.customerId, at.customerId)))
      .orderBy(asc(o.bookingDate), asc(o.id));
    const referenceOf = new Map(orderRows.map((r) => [r.id, r.reference]));
    const orderIds = [...referenceOf.keys()];
    const travellerRows =
      orderRows.length === 0
        ? []
        : await tx
            .select()
            .from(t)
            .where(inArray(t.orderId, orderIds))
            .orderBy(asc(t.orderId), asc(t.position));
    const notes = await notesOf(tx, orderIds);
    const steps = await stepsOf(tx, orderIds);
    const hotlistRows = await hotlistsForExport(tx, at.customerId);
    await recordChange(tx, {
      actorId: actor?.userId ?? null,
      companyId,
      applicationId: at.applicationId,
      area: 'customers',
      recordId: at.customerId,
      label: customerLabel(customer),
      action: 'export',
    });
    return {
      exportedAt: new Date().toISOString(),
      customer,
      orders: orderRows.map((r) => ({
        orderId: r.id,
        ...orderSummary(r),
        agent: r.agent,
        contactTitle: r.contactTitle,
        contactFirstName: r.contactFirstName,
        contactLastName: r.contactLastName,
        contactEmail: r.contactEmail,
        contactPhone: r.contactPhone,
        created: new Date(r.createdAt).toISOString(),
      })),
      travellers: travellerRows.map((r) => ({
        orderReference: referenceOf.get(r.orderId) ?? '',
        title: r.title ?? '',
        firstName: r.firstName,
        lastName: r.lastName,
        dateOfBirth: r.dateOfBirth,
        passportNumber: r.passportNumber,
        passportCountry: r.passportCountry,
        passportIssueDate: r.passportIssueDate,
        passportExpiryDate: r.passportExpiryDate,
      })),
      notes: notes.map((n) => ({
        orderReference: referenceOf.get(n.orderId) ?? '',
        at: n.at,
        author: n.author,
        body: n.body,
      })),
      timeline: steps.map((step) => ({
        orderReference: referenceOf.get(step.orderId) ?? '',
        at: step.at,
        actor: step.actor,
        kind: step.kind,
        summary: step.summary,
        reason: step.reason,
      })),
      hotlists: hotlistRows.map((r) => {
        const {
          customerKey: _key,
          customerName: _name,
          ...hotlist
        } = hotlistOf(r, {
          key: at.key,
          firstName: customer.firstName,
          lastName: customer.lastName,
          email: customer.email,
        });
        return hotlist;
      }),
    };
  });
}
