import { eq } from 'drizzle-orm';
import type { Snapshot, Subject } from '#server/audit/audited';
import { fieldsOf } from '#server/audit/fields';
import { applications } from '#server/db/schema';
import type { Tx } from '#server/db/tx';
import { extraGroups, extras } from './schema';

const DROP = ['updatedAt', 'applicationId'];

async function extraGroup(tx: Tx, id: number): Promise<Snapshot | undefined> {
  const [row] = await tx
    .select({ group: extraGroups, companyId: applications.companyId })
    .from(extraGroups)
    .innerJoin(applications, eq(applications.id, extraGroups.applicationId))
    .where(eq(extraGroups.id, id))
    .for('update', { of: extraGroups });
  if (!row) return undefined;
  return {
    companyId: row.companyId,
    applicationId: row.group.applicationId,
    label: row.group.name,
    fields: fieldsOf(row.group, DROP),
  };
}

async function extra(tx: Tx, id: number): Promise<Snapshot | undefined> {
  const [row] = await tx
    .select({ extra: extras, companyId: applications.companyId })
    .from(extras)
    .innerJoin(applications, eq(applications.id, extras.applicationId))
    .where(eq(extras.id, id))
    .for('update', { of: extras });
  if (!row) return undefined;
  return {
    companyId: row.companyId,
    applicationId: row.extra.applicationId,
    label: row.extra.name,
    fields: fieldsOf(row.extra, DROP),
  };
}

export const EXTRA_GROUP_SUBJECT: Subject = { area: 'extraGroups', read: extraGroup };
export const EXTRA_SUBJECT: Subject = { area: 'extras', read: extra };
