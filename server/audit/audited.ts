import type { AuditArea } from '#contract/audit';
import type { Tx } from '#server/db/tx';
import type { Fields } from './diff';
import { recordChange } from './record';

/** A record as the audit trail sees it at one moment. */
export type Snapshot = {
  /** Null for the platform's records of no one company (a registration not yet converted). */
  companyId: number | null;
  applicationId?: number | null;
  label: string;
  fields: Fields;
  /**
   * The record whose History shows the change, when this one is a part of it with no History
   * of its own (a credit account of its linked company): every change is then its update.
   */
  partOf?: number;
  /**
   * The record whose History also shows the change, when this one has a History of its own
   * besides (a supplier's setting definition, in its supplier's History).
   */
  parent?: { area: AuditArea; id: number };
};

/** How to read one area's record inside a transaction (server/audit/subjects.ts). */
export type Subject = {
  area: AuditArea;
  read: (tx: Tx, id: number) => Promise<Snapshot | undefined>;
  secrets?: readonly string[];
};

/** Who changed it: the signed-in caller's user id; null for the system (seed, jobs). */
export type Actor = { userId: number } | null;

/** One audit row for the record's change from `before` to `after`; which action follows. */
async function record(
  tx: Tx,
  actor: Actor,
  subject: Subject,
  id: number,
  before: Snapshot | undefined,
  after: Snapshot | undefined,
) {
  const shown = after ?? before;
  if (!shown) return;
  await recordChange(tx, {
    actorId: actor?.userId ?? null,
    companyId: shown.companyId,
    applicationId: shown.applicationId ?? null,
    area: subject.area,
    recordId: shown.partOf ?? id,
    label: shown.label,
    action:
      shown.partOf !== undefined ? 'update' : !before ? 'create' : !after ? 'delete' : 'update',
    ...(before ? { before: before.fields } : {}),
    ...(after ? { after: after.fields } : {}),
    ...(subject.secrets ? { secrets: subject.secrets } : {}),
    ...(shown.parent ? { parent: shown.parent } : {}),
  });
}

/**
 * Runs an update or delete of one record between two reads of it, and writes what changed in
 * the same transaction: a failed change rolls its audit row back with it, and a change that
 * changed nothing writes none. The first read locks the record where the subject says so, so
 * the "before" is the value this change replaced, not one a concurrent save overwrote.
 */
export async function audited<T>(
  tx: Tx,
  actor: Actor,
  subject: Subject,
  id: number,
  change: () => Promise<T>,
): Promise<T> {
  const before = await subject.read(tx, id);
  const result = await change();
  await record(tx, actor, subject, id, before, await subject.read(tx, id));
  return result;
}

/** The audit row of a record just created in this transaction. */
export async function auditCreated(tx: Tx, actor: Actor, subject: Subject, id: number) {
  await record(tx, actor, subject, id, undefined, await subject.read(tx, id));
}
