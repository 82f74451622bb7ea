import { AUDIT_AREAS, type AuditEntry } from '#contract/audit';
import { useDateFormat } from '../dates/use-date-format';
import { type AuditValue, shownValue } from './audit-values';

export const areaLabel = (entry: AuditEntry) => AUDIT_AREAS[entry.area].label;

/** One change's fields, each as "field: before → after". */
export function ChangeList({ entry }: { entry: AuditEntry }) {
  const dates = useDateFormat();
  const fields = Object.entries(entry.changes);
  if (fields.length === 0) return null;
  return (
    <ul style={{ margin: 0, paddingLeft: '1.25rem' }}>
      {fields.map(([field, [before, after]]) => {
        const shown = (value: AuditValue) => shownValue(value, entry, field, dates);
        return (
          <li key={field}>
            <strong>{field}</strong>: {entry.action === 'create' ? shown(after) : null}
            {entry.action === 'delete' ? shown(before) : null}
            {entry.action === 'update' ? `${shown(before)} → ${shown(after)}` : null}
          </li>
        );
      })}
    </ul>
  );
}
