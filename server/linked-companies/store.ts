import { and, count, eq } from 'drizzle-orm';
import {
  LINKED_TEXT,
  type LinkedCompany,
  type LinkedCompanyFields,
} from '#contract/linked-companies';
import { type Actor, auditCreated, audited } from '#server/audit/audited';
import type { Db } from '#server/db/client';
import { customers, linkedCompanies as lc } from '#server/db/schema-travel';
import type { Tx } from '#server/db/tx';
import { orNull } from '#server/kit/blank';
import { claimVersion, getInScope, withUniqueFields } from '#server/kit/index';
import { LINKED_COMPANY_SUBJECT } from './audit';
import { linkedCompanyOf } from './shape';

/** A linked company of the application, as the gate decided it (company and application). */
export type LinkedAt = { companyId: number; applicationId: number; linkedCompanyId: number };

const NAME_INDEX = {
  linked_companies_app_name_idx: { field: 'name', message: LINKED_TEXT.nameTaken },
};

export const linkedWhere = (at: Omit<LinkedAt, 'companyId'>) =>
  and(eq(lc.applicationId, at.applicationId), eq(lc.id, at.linkedCompanyId));

export async function loadLinkedCompany(db: Db | Tx, at: LinkedAt): Promise<LinkedCompany> {
  const row = await getInScope(db.select().from(lc).where(linkedWhere(at)));
  const [users] = await db
    .select({ n: count() })
    .from(customers)
    .where(eq(customers.linkedCompanyId, at.linkedCompanyId));
  return linkedCompanyOf(row, { userCount: users?.n ?? 0, companyId: at.companyId });
}

const columnsOf = (f: LinkedCompanyFields) => {
  return {
    name: f.name,
    contactName: orNull(f.contactName),
    contactEmail: orNull(f.contactEmail),
    contactPhone: orNull(f.contactPhone),
    address1: orNull(f.address1),
    address2: orNull(f.address2),
    city: orNull(f.city),
    state: orNull(f.state),
    postcode: orNull(f.postcode),
    countryCode: orNull(f.countryCode),
    status: f.status,
    membershipLevel: orNull(f.membershipLevel),
  };
};

export async function createLinkedCompany(
  db: Db,
  actor: Actor,
  at: { applicationId: number },
  f: LinkedCompanyFields,
): Promise<{ linkedCompanyId: number }> {
  return withUniqueFields(NAME_INDEX, () =>
    db.transaction(async (tx) => {
      const [made] = await tx
        .insert(lc)
        .values({ applicationId: at.applicationId, ...columnsOf(f) })
        .returning({ id: lc.id });
      if (!made) throw new Error('linked company not inserted');
      await auditCreated(tx, actor, LINKED_COMPANY_SUBJECT, made.id);
      return { linkedCompanyId: made.id };
    }),
  );
}

export async function updateLinkedCompany(
  db: Db,
  actor: Actor,
  at: LinkedAt,
  f: LinkedCompanyFields & { version: number },
): Promise<void> {
  await withUniqueFields(NAME_INDEX, () =>
    db.transaction(async (tx) => {
      await claimVersion(tx, lc, linkedWhere(at), f.version);
      await audited(tx, actor, LINKED_COMPANY_SUBJECT, at.linkedCompanyId, () =>
        tx
          .update(lc)
          .set({ ...columnsOf(f), updatedAt: new Date() })
          .where(eq(lc.id, at.linkedCompanyId)),
      );
    }),
  );
}
