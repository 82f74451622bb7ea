import { eq } from 'drizzle-orm';
import type { Snapshot, Subject } from '#server/audit/audited';
import { fieldsOf } from '#server/audit/fields';
import { applications } from '#server/db/schema';
import type { Tx } from '#server/db/tx';
import { integrations } from './schema';
import { isSecret } from './values';

/**
 * An integration as its History reads it: each setting a field of its own, a secret only as
 * when it was set (so History shows it was replaced), never its sealed value or its end.
 */
async function integration(tx: Tx, id: number): Promise<Snapshot | undefined> {
  const [row] = await tx
    .select({ integration: integrations, companyId: applications.companyId })
    .from(integrations)
    .innerJoin(applications, eq(applications.id, integrations.applicationId))
    .where(eq(integrations.id, id))
    .for('update', { of: integrations });
  if (!row) return undefined;
  const { values, ...rest } = row.integration;
  const shown = Object.fromEntries(
    Object.entries(values).map(([name, v]) => [name, isSecret(v) ? `secret set ${v.setAt}` : v]),
  );
  return {
    companyId: row.companyId,
    applicationId: rest.applicationId,
    label: rest.name,
    fields: fieldsOf({ ...rest, ...shown }, [
      'updatedAt',
      'applicationId',
      'healthStatus',
      'healthCheckedAt',
      'healthLatencyMs',
      'healthError',
    ]),
  };
}

export const INTEGRATION_SUBJECT: Subject = { area: 'integrations', read: integration };
