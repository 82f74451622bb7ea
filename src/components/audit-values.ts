import { AUDIT_TEXT, type AuditArea, type AuditEntry } from '#contract/audit';
import { TITLES } from '#contract/constants';
import { formatMoney } from '../../ui/format/numbers';

export type AuditValue = AuditEntry['changes'][string][number];

/** How the page shows a date: the user's own formatters (useDateFormat). */
export interface DateFormatters {
  date(value: string): string;
  dateTime(value: string): string;
}

const TITLE_LABELS = new Map<number, string>(TITLES.map((t) => [t.id, t.label]));

/**
 * Codes a record stores where its form shows a label (a user's title 3 is "Mrs."), by area and
 * field: a trail reads as the form did. A code with no label is shown as it is.
 */
const CODE_LABELS: Partial<Record<AuditArea, Record<string, (code: string | number) => string>>> = {
  users: { title: (code) => TITLE_LABELS.get(Number(code)) ?? String(code) },
};

/** Amounts (decimal strings) of an area's records, shown in the record's `currency` field. */
const MONEY_FIELDS: Partial<Record<AuditArea, readonly string[]>> = {
  orders: ['total', 'paid', 'due'],
};

/** "2026-11-27" (a calendar day) or a full ISO moment, as the audit stores dates. */
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/;

/**
 * A value as a reader expects it: its form's label for a code, dates in the user's format,
 * lists joined, yes/no, a dash for nothing.
 */
export function shownValue(
  value: AuditValue,
  { area, changes }: Pick<AuditEntry, 'area' | 'changes'>,
  field: string,
  dates: DateFormatters,
): string {
  if (value === null || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.length === 0 ? '—' : value.join(', ');
  const label = CODE_LABELS[area]?.[field];
  if (label) return label(value);
  const currency = changes.currency?.[1] ?? changes.currency?.[0];
  if (
    typeof value === 'string' &&
    typeof currency === 'string' &&
    MONEY_FIELDS[area]?.includes(field)
  )
    return formatMoney(value, currency);
  if (typeof value === 'string' && DAY.test(value)) return dates.date(value);
  if (typeof value === 'string' && MOMENT.test(value)) return dates.dateTime(value);
  return String(value);
}

/** "Ann Lee (ann@…)", "Booking site (key 3f9a…)", or "System" when no one named made it. */
export function actorOf(entry: AuditEntry): string {
  const { actor } = entry;
  if (!actor) return AUDIT_TEXT.system;
  if (actor.kind === 'bookingSite') return `${actor.name} (${AUDIT_TEXT.siteKey(actor.keyId)})`;
  return `${actor.name || actor.email} (${actor.email})`;
}
