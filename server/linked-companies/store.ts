import { count, eq } from 'drizzle-orm';
import {
  LINKED_TEXT,
  type LinkedCompany,
  type LinkedCompanyFields,
} from '#contract/linked-companies';
import type { Actor } from '#server/audit/audited';
import type { Db } from '#server/db/client';
import { customers, linkedCompanies as lc } from '#server/db/schema-travel';
import type { Tx } from '#server/db/tx';
import { defineRecord, getInScope } from '#server/kit/index';
import { LINKED_COMPANY_SUBJECT } from './audit';
import { LINKED_FIELDS, linkedCompanyOf } from './shape';

/** A linked company of the application, as the gate decided it (company and application). */
export type LinkedAt = { companyId: number; applicationId: number; linkedCompanyId: number };

const record = defineRecord({
  table: lc,
  unique: { linked_companies_app_name_idx: { field: 'name', message: LINKED_TEXT.nameTaken } },
  audit: LINKED_COMPANY_SUBJECT,
});

const recordAt = (at: Omit<LinkedAt, 'companyId'>) => ({
  id: at.linkedCompanyId,
  scope: eq(lc.applicationId, at.applicationId),
});

/** The linked company in the application, or NotFound. */
export const linkedWhere = (at: Omit<LinkedAt, 'companyId'>) => record.where(recordAt(at));

export async function loadLinkedCompany(db: Db | Tx, at: LinkedAt): Promise<LinkedCompany> {
  const row = await getInScope(db.select().from(lc).where(linkedWhere(at)));
  const [users] = await db
    .select({ n: count() })
    .from(customers)
    .where(eq(customers.linkedCompanyId, at.linkedCompanyId));
  return linkedCompanyOf(row, { userCount: users?.n ?? 0, companyId: at.companyId });
}

export async function createLinkedCompany(
  db: Db,
  actor: Actor,
  at: { applicationId: number },
  f: LinkedCompanyFields,
): Promise<{ linkedCompanyId: number }> {
  const id = await record.create(db, actor, () => ({
    applicationId: at.applicationId,
    ...LINKED_FIELDS.write(f),
  }));
  return { linkedCompanyId: id };
}

export function updateLinkedCompany(
  db: Db,
  actor: Actor,
  at: LinkedAt,
  f: LinkedCompanyFields & { version: number },
): Promise<void> {
  return record.update(db, actor, recordAt(at), f.version, () => ({
    ...LINKED_FIELDS.write(f),
    updatedAt: new Date(),
  }));
}
