import { randomBytes } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import {
  CUSTOMER_TEXT,
  type Customer,
  type CustomerFields,
  type HotlistSummary,
} from '#contract/customers';
import { type Actor, auditCreated, audited } from '#server/audit/audited';
import type { Db } from '#server/db/client';
import {
  customers as c,
  customerHotlists as h,
  linkedCompanies as lc,
} from '#server/db/schema-travel';
import type { Tx } from '#server/db/tx';
import { orNull } from '#server/kit/blank';
import { claimVersion, fieldError, getInScope, Invalid, withUniqueFields } from '#server/kit/index';
import { CUSTOMER_SUBJECT } from './audit';
import { customerOf, customerSearchText } from './shape';

/** Where a customer is: its application, its id, and the key of its page address. */
export type CustomerAt = {
  companyId: number;
  applicationId: number;
  customerId: number;
  key: string;
};

const EMAIL_INDEX = {
  customers_app_email_idx: { field: 'email', message: CUSTOMER_TEXT.emailTaken },
};

/** The random second half of a customer's page address: 32 URL-safe characters. */
export const newCustomerKey = () => randomBytes(24).toString('base64url');

/** The customer at id + key in the application, or NotFound (a wrong key included). */
export const customerWhere = (at: CustomerAt) =>
  and(eq(c.applicationId, at.applicationId), eq(c.id, at.customerId), eq(c.key, at.key));

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

/** The stored columns of the form's fields ('' stored as null), with the search text. */
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
  return {
    title: orNull(f.title),
    firstName: f.firstName,
    lastName: f.lastName,
    email: f.email,
    phone: orNull(f.phone),
    address1: orNull(f.address1),
    address2: orNull(f.address2),
    city: orNull(f.city),
    state: orNull(f.state),
    postcode: orNull(f.postcode),
    countryCode: orNull(f.countryCode),
    dateOfBirth: orNull(f.dateOfBirth),
    linkedCompanyId: f.linkedCompanyId,
    membershipLevel: orNull(f.membershipLevel),
    marketingConsent: f.marketingConsent,
    notes: orNull(f.notes),
    searchText: customerSearchText(f),
  };
}

export async function createCustomer(
  db: Db,
  actor: Actor,
  at: { applicationId: number },
  f: CustomerFields,
): Promise<{ customerId: number; key: string }> {
  return withUniqueFields(EMAIL_INDEX, () =>
    db.transaction(async (tx) => {
      const key = newCustomerKey();
      const [made] = await tx
        .insert(c)
        .values({
          applicationId: at.applicationId,
          key,
          ...(await columnsOf(tx, at.applicationId, f)),
        })
        .returning({ id: c.id });
      if (!made) throw new Error('customer not inserted');
      await auditCreated(tx, actor, CUSTOMER_SUBJECT, made.id);
      return { customerId: made.id, key };
    }),
  );
}

/** Saves the form on the version the editor read (Stale → 409); an erased customer stays erased. */
export async function updateCustomer(
  db: Db,
  actor: Actor,
  at: CustomerAt,
  f: CustomerFields & { version: number },
): Promise<void> {
  await withUniqueFields(EMAIL_INDEX, () =>
    db.transaction(async (tx) => {
      await claimVersion(tx, c, customerWhere(at), f.version);
      const [state] = await tx
        .select({ erasedAt: c.erasedAt })
        .from(c)
        .where(eq(c.id, at.customerId));
      if (state?.erasedAt) throw new Invalid(CUSTOMER_TEXT.erasedNoEdit);
      const set = { ...(await columnsOf(tx, at.applicationId, f)), updatedAt: new Date() };
      await audited(tx, actor, CUSTOMER_SUBJECT, at.customerId, () =>
        tx.update(c).set(set).where(eq(c.id, at.customerId)),
      );
    }),
  );
}
