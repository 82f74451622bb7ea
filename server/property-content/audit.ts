import { eq } from 'drizzle-orm';
import type { Snapshot, Subject } from '#server/audit/audited';
import { fieldsOf } from '#server/audit/fields';
import { applications } from '#server/db/schema';
import type { Tx } from '#server/db/tx';
import { properties } from './schema';

/** A property as its History reads it; locked, as its writers lock it anyway. */
async function property(tx: Tx, id: number): Promise<Snapshot | undefined> {
  const [row] = await tx
    .select({ property: properties, companyId: applications.companyId })
    .from(properties)
    .innerJoin(applications, eq(applications.id, properties.applicationId))
    .where(eq(properties.id, id))
    .for('update', { of: properties });
  if (!row) return undefined;
  return {
    companyId: row.companyId,
    applicationId: row.property.applicationId,
    label: row.property.name,
    fields: fieldsOf(row.property, ['updatedAt', 'applicationId']),
  };
}

export const PROPERTY_SUBJECT: Subject = { area: 'propertyContent', read: property };
