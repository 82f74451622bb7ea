import { randomBytes } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import {
  CUSTOMER_TEXT,
  type Customer,
  type CustomerFields,
  type HotlistSummary,
} from '#contract/customers';
import type { Actor } from '#server/audit/audited';
import type { Db } from '#server/db/client';
import {
  customers as c,
  customerHotlists as h,
  linkedCompanies as lc,
} from '#server/db/schema-travel';
import type { Tx } from '#server/db/tx';
import { defineRecord, fieldError, getInScope, Invalid } from '#server/kit/index';
import { CUSTOMER_SUBJECT } from './audit';
import { CUSTOMER_FIELDS, customerOf, customerSearchText } from './shape';

/** Where a customer is: its application, its id, and the key of its page address. */
export type CustomerAt = {
  companyId: number;
  applicationId: number;
  customerId: number;
  key: string;
};

const record = defineRecord({
  table: c,
  unique: { customers_app_email_idx: { field: 'email', message: CUSTOMER_TEXT.emailTaken } },
  audit: CUSTOMER_SUBJECT,
});

/** The random second half of a customer's page address: 32 URL-safe characters. */
export const newCustomerKey = () => randomBytes(24).toString('base64url');

const recordAt = (at: CustomerAt) => ({
  id: at.customerId,
  scope: and(eq(c.applicationId, at.applicationId), eq(c.key, at.key)),
});

/** The customer at id + key in the application, or NotFound (a wrong key included). */
export const customerWhere = (at: CustomerAt) => record.where(recordAt(at));

async function hotlistsOf(db: Db | Tx, customerId: number): Promise<HotlistSummary[]> {
  const rows = await db
    .select({
      hotlistId: h.id,
      name: h.name,
      offerCount: sql<number>`jsonb_array_length(${h.offers})::int`,
      updatedAt: h.updatedAt,
    })
    .from(h)
    .where(eq(h.customerId, customerId))
    .orderBy(asc(h.name), asc(h.id));
  return rows.map((r) => ({ ...r, updated: new Date(r.updatedAt).toISOString() }));
}

export async function loadCustomer(db: Db | Tx, at: CustomerAt): Promise<Customer> {
  const row = await getInScope(
    db
      .select({ c, linkedCompanyName: lc.name })
      .from(c)
      .leftJoin(lc, eq(lc.id, c.linkedCompanyId))
      .where(customerWhere(at)),
  );
  return customerOf(row.c, {
    linkedCompanyName: row.linkedCompanyName,
    companyId: at.companyId,
    hotlists: await hotlistsOf(db, at.customerId),
  });
}

/** The stored columns of the form's fields, with the search text; refuses what breaks a rule. */
async function columnsOf(tx: Tx, applicationId: number, f: CustomerFields) {
  if (f.dateOfBirth > new Date().toISOString().slice(0, 10)) {
    throw fieldError('dateOfBirth', CUSTOMER_TEXT.dateOfBirthFuture);
  }
  if (f.linkedCompanyId !== null) {
    const [company] = await tx
      .select({ id: lc.id })
      .from(lc)
      .where(and(eq(lc.id, f.linkedCompanyId), eq(lc.applicationId, applicationId)));
    if (!company) throw fieldError('linkedCompanyId', CUSTOMER_TEXT.linkedCompanyUnknown);
  }
  return { ...CUSTOMER_FIELDS.write(f), searchText: customerSearchText(f) };
}

export async function createCustomer(
  db: Db,
  actor: Actor,
  at: { applicationId: number },
  f: CustomerFields,
): Promise<{ customerId: number; key: string }> {
  const key = newCustomerKey();
  const customerId = await record.create(db, actor, async (tx) => ({
    applicationId: at.applicationId,
    key,
    ...(await columnsOf(tx, at.applicationId, f)),
  }));
  return { customerId, key };
}

/** Saves the form on the version the editor read (Stale → 409); an erased customer stays erased. */
export function updateCustomer(
  db: Db,
  actor: Actor,
  at: CustomerAt,
  f: CustomerFields & { version: number },
): Promise<void> {
  return record.update(db, actor, recordAt(at), f.version, async (tx) => {
    const [state] = await tx
      .select({ erasedAt: c.erasedAt })
      .from(c)
      .where(eq(c.id, at.customerId));
    if (state?.erasedAt) throw new Invalid(CUSTOMER_TEXT.erasedNoEdit);
    return { ...(await columnsOf(tx, at.applicationId, f)), updatedAt: new Date() };
  });
}
