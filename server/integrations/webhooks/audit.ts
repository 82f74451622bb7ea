import { eq } from 'drizzle-orm';
import type { Snapshot, Subject } from '#server/audit/audited';
import { fieldsOf } from '#server/audit/fields';
import { applications } from '#server/db/schema';
import type { Tx } from '#server/db/tx';
import { webhookSubscriptions as ws } from './schema';

/**
 * A subscription as its History reads it: the secrets only by when they were set and until
 * when the previous one holds, never their sealed values; delivery state is not a change.
 */
async function subscription(tx: Tx, id: number): Promise<Snapshot | undefined> {
  const [row] = await tx
    .select({ subscription: ws, companyId: applications.companyId })
    .from(ws)
    .innerJoin(applications, eq(applications.id, ws.applicationId))
    .where(eq(ws.id, id))
    .for('update', { of: ws });
  if (!row) return undefined;
  const s = row.subscription;
  return {
    companyId: row.companyId,
    applicationId: s.applicationId,
    label: s.url,
    fields: fieldsOf(s, ['secret', 'previousSecret', 'updatedAt', 'applicationId', 'failingSince']),
  };
}

export const SUBSCRIPTION_SUBJECT: Subject = { area: 'webhookSubscriptions', read: subscription };
