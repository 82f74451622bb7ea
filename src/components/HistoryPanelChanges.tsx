import { AUDIT_AREAS, AUDIT_TEXT, type AuditEntry } from '#contract/audit';

type Value = AuditEntry['changes'][string][number];

/** A value as a reader expects it: lists joined, yes/no, a dash for nothing. */
export function shown(value: Value): string {
  if (value === null || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.length === 0 ? '—' : value.join(', ');
  return String(value);
}

/** "Ann Lee (ann@…)", "Booking site (key 3f9a…)", or "System" when no one named made it. */
export function actorOf(entry: AuditEntry): string {
  const { actor } = entry;
  if (!actor) return AUDIT_TEXT.system;
  if (actor.kind === 'bookingSite') return `${actor.name} (${AUDIT_TEXT.siteKey(actor.keyId)})`;
  return `${actor.name || actor.email} (${actor.email})`;
}

export const whenOf = (entry: AuditEntry) => new Date(entry.at).toLocaleString();

export const areaLabel = (entry: AuditEntry) => AUDIT_AREAS[entry.area].label;

/** One change's fields, each as "field: before → after". */
export function ChangeList({ entry }: { entry: AuditEntry }) {
  const fields = Object.entries(entry.changes);
  if (fields.length === 0) return null;
  return (
    <ul style={{ margin: 0, paddingLeft: '1.25rem' }}>
      {fields.map(([field, [before, after]]) => (
        <li key={field}>
          <strong>{field}</strong>: {entry.action === 'create' ? shown(after) : null}
          {entry.action === 'delete' ? shown(before) : null}
          {entry.action === 'update' ? `${shown(before)} → ${shown(after)}` : null}
        </li>
      ))}
    </ul>
  );
}
