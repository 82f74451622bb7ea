import { eq } from 'drizzle-orm';
import type { Snapshot, Subject } from '#server/audit/audited';
import { fieldsOf } from '#server/audit/fields';
import { applications } from '#server/db/schema';
import type { Tx } from '#server/db/tx';
import { accommodationOverrides as o } from './schema';

/** An override as its History reads it; locked, as its writers lock it anyway. */
async function override(tx: Tx, id: number): Promise<Snapshot | undefined> {
  const [row] = await tx
    .select({ override: o, companyId: applications.companyId })
    .from(o)
    .innerJoin(applications, eq(applications.id, o.applicationId))
    .where(eq(o.id, id))
    .for('update', { of: o });
  if (!row) return undefined;
  return {
    companyId: row.companyId,
    applicationId: row.override.applicationId,
    label: row.override.name ?? row.override.supplierPropertyId,
    fields: fieldsOf(row.override, ['updatedAt', 'applicationId']),
  };
}

export const OVERRIDE_SUBJECT: Subject = { area: 'accommodationOverrides', read: override };
