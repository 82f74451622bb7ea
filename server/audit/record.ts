import { sql } from 'drizzle-orm';
import type { AuditArea } from '#contract/audit';
import type { Tx } from '#server/db/tx';
import { changesOf, type Fields } from './diff';

export type AuditAction = 'create' | 'update' | 'delete' | 'export' | 'erase';

export type AuditEntry = {
  /** The signed-in person who made the change; null for the system (seed, jobs) or a site. */
  actorId: number | null;
  /** A booking site made the change through ingestion, with the key of this id. */
  siteKeyId?: string | null;
  companyId: number | null;
  applicationId?: number | null;
  /** One of AUDIT_AREAS, whose scope says which trail shows the row. */
  area: AuditArea;
  recordId: number | string;
  label?: string | null;
  action: AuditAction;
  /** The record's fields before and after; absent before a create and after a delete. */
  before?: Fields;
  after?: Fields;
  /** Fields whose values are never written (passwords, keys, secrets): shown as changed only. */
  secrets?: readonly string[];
  /** The record whose History shows this change too (Snapshot's `parent`). */
  parent?: { area: AuditArea; id: number | string };
};

type Executor = Pick<Tx, 'execute'>;

/** At most the column's 200 characters, cut between characters, never inside one. */
const labelOf = (label: string) => Array.from(label).slice(0, 200).join('');

/**
 * Writes one audit row inside the caller's transaction, so the change and its record commit
 * together or not at all. An update that changed nothing writes nothing.
 */
export function recordChange(tx: Executor, entry: AuditEntry) {
  return recordChanges(tx, [entry]);
}

/**
 * The audit rows of many changes made together (an ingested batch) in one INSERT of one
 * parameter, as the batch's own rows are written, instead of a statement per record; each
 * entry reads as recordChange would write it.
 */
export async function recordChanges(tx: Executor, entries: readonly AuditEntry[]) {
  const values = entries.flatMap((entry) => {
    const changes = changesOf(entry.before, entry.after, entry.secrets ?? []);
    if (entry.action === 'update' && Object.keys(changes).length === 0) return [];
    return [
      {
        actor_id: entry.actorId,
        site_key_id: entry.siteKeyId ?? null,
        company_id: entry.companyId,
        application_id: entry.applicationId ?? null,
        area: entry.area,
        record_id: String(entry.recordId),
        label: entry.label == null ? null : labelOf(entry.label),
        action: entry.action,
        changes,
        parent_area: entry.parent?.area ?? null,
        parent_id: entry.parent ? String(entry.parent.id) : null,
      },
    ];
  });
  if (values.length === 0) return;
  await tx.execute(sql`
    insert into audit_log (actor_id, site_key_id, company_id, application_id, area, record_id,
      label, action, changes, parent_area, parent_id)
    select * from jsonb_to_recordset(${JSON.stringify(values)}::jsonb) as x(actor_id int,
      site_key_id text, company_id int, application_id int, area text, record_id text,
      label text, action text, changes jsonb, parent_area text, parent_id text)`);
}
