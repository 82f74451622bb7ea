import { eq } from 'drizzle-orm';
import type { Snapshot, Subject } from '#server/audit/audited';
import { fieldsOf } from '#server/audit/fields';
import { applications } from '#server/db/schema';
import { linkedCompanies } from '#server/db/schema-travel';
import type { Tx } from '#server/db/tx';

/** A linked company as its History reads it; the row is locked, as its writers lock it anyway. */
async function linkedCompany(tx: Tx, id: number): Promise<Snapshot | undefined> {
  const [row] = await tx
    .select({ lc: linkedCompanies, companyId: applications.companyId })
    .from(linkedCompanies)
    .innerJoin(applications, eq(applications.id, linkedCompanies.applicationId))
    .where(eq(linkedCompanies.id, id))
    .for('update', { of: linkedCompanies });
  if (!row) return undefined;
  return {
    companyId: row.companyId,
    applicationId: row.lc.applicationId,
    label: row.lc.name,
    fields: fieldsOf(row.lc, ['updatedAt', 'applicationId']),
  };
}

export const LINKED_COMPANY_SUBJECT: Subject = { area: 'linkedCompanies', read: linkedCompany };
