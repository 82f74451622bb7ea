import { auditLog } from '#server/db/schema';
import type { Tx } from '#server/db/tx';
import { changesOf, type Fields } from './diff';

export type AuditAction = 'create' | 'update' | 'delete' | 'export' | 'erase';

export type AuditEntry = {
  /** The signed-in person who made the change; null for the system (seed, jobs). */
  actorId: number | null;
  companyId: number | null;
  applicationId?: number | null;
  /** The area as its contract names it: 'roles', 'users', 'applications', … */
  area: string;
  recordId: number | string;
  label?: string | null;
  action: AuditAction;
  /** The record's fields before and after; absent before a create and after a delete. */
  before?: Fields;
  after?: Fields;
  /** Fields whose values are never written (passwords, keys, secrets): shown as changed only. */
  secrets?: readonly string[];
};

/**
 * Writes one audit row inside the caller's transaction, so the change and its record commit
 * together or not at all. An update that changed nothing writes nothing.
 */
export async function recordChange(tx: Pick<Tx, 'insert'>, entry: AuditEntry) {
  const changes = changesOf(entry.before, entry.after, entry.secrets ?? []);
  if (entry.action === 'update' && Object.keys(changes).length === 0) return;
  await tx.insert(auditLog).values({
    actorId: entry.actorId,
    companyId: entry.companyId,
    applicationId: entry.applicationId ?? null,
    area: entry.area,
    recordId: String(entry.recordId),
    label: entry.label?.slice(0, 200) ?? null,
    action: entry.action,
    changes,
  });
}
