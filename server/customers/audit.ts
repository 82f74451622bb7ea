import { eq } from 'drizzle-orm';
import type { Snapshot, Subject } from '#server/audit/audited';
import { fieldsOf } from '#server/audit/fields';
import { applications } from '#server/db/schema';
import { customers } from '#server/db/schema-travel';
import type { Tx } from '#server/db/tx';

/**
 * The customer's fields that hold nothing of the person's own (a level, a consent flag, a link,
 * the erasure's time): kept in the audit trail when the customer is erased, while every other
 * field, one added later included, is masked.
 */
export const PLAIN_FIELDS = ['membershipLevel', 'marketingConsent', 'linkedCompanyId', 'erasedAt'];

export const customerLabel = (r: {
  firstName: string | null;
  lastName: string | null;
  email: string;
}) => `${r.firstName ?? ''} ${r.lastName ?? ''}`.trim() || r.email;

/** A customer as its History reads it; the row is locked, as its writers lock it anyway. */
async function customer(tx: Tx, id: number): Promise<Snapshot | undefined> {
  const [row] = await tx
    .select({ c: customers, companyId: applications.companyId })
    .from(customers)
    .innerJoin(applications, eq(applications.id, customers.applicationId))
    .where(eq(customers.id, id))
    .for('update', { of: customers });
  if (!row) return undefined;
  // The key and the search text are derived or secret bookkeeping, not what a person changed.
  const fields = fieldsOf(row.c, ['key', 'searchText', 'updatedAt', 'applicationId']);
  return {
    companyId: row.companyId,
    applicationId: row.c.applicationId,
    label: customerLabel(row.c),
    fields,
  };
}

export const CUSTOMER_SUBJECT: Subject = { area: 'customers', read: customer };
