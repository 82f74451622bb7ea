import { eq } from 'drizzle-orm';
import type { Snapshot, Subject } from '#server/audit/audited';
import { fieldsOf } from '#server/audit/fields';
import { applications } from '#server/db/schema';
import type { Tx } from '#server/db/tx';
import { membershipLevels } from './schema';

/** A level as its History reads it; the row is locked, as its writers lock it anyway. */
async function membershipLevel(tx: Tx, id: number): Promise<Snapshot | undefined> {
  const [row] = await tx
    .select({ level: membershipLevels, companyId: applications.companyId })
    .from(membershipLevels)
    .innerJoin(applications, eq(applications.id, membershipLevels.applicationId))
    .where(eq(membershipLevels.id, id))
    .for('update', { of: membershipLevels });
  if (!row) return undefined;
  return {
    companyId: row.companyId,
    applicationId: row.level.applicationId,
    label: row.level.name,
    fields: fieldsOf(row.level, ['updatedAt', 'applicationId']),
  };
}

export const MEMBERSHIP_LEVEL_SUBJECT: Subject = {
  area: 'membershipLevels',
  read: membershipLevel,
};
