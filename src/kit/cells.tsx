import { formatDecimal, formatMoney } from '#ui';
import { Badge, type BadgeTone, YesNo } from '../../ui/shell';
import { useDateFormat } from '../dates/use-date-format';
import { cellText, fieldOf } from './shape';
import type { KitColumn } from './types';

/** A date in the signed-in user's own format. */
export function DateCell({ value }: { value: string | null | undefined }) {
  return <>{useDateFormat().date(value)}</>;
}

/** A date and time in the signed-in user's own format (a component, so a cell may use the hook). */
export function DateTimeCell({ value }: { value: string | null | undefined }) {
  return <>{useDateFormat().dateTime(value)}</>;
}

/** A status as a badge; nothing for a missing one. */
export function StatusCell({
  value,
  tones,
}: {
  value: string | null | undefined;
  tones?: Readonly<Record<string, BadgeTone>> | undefined;
}) {
  if (!value) return null;
  return <Badge tone={tones?.[value]}>{value}</Badge>;
}

const textOf = (value: unknown) => (typeof value === 'string' ? value : cellText(value));

/** A column's `key` field shown by its kind (see KitColumnKind). */
export function KindCell<Row extends object, K extends string>({
  row,
  column,
}: {
  row: Row;
  column: KitColumn<Row, K>;
}) {
  const value = fieldOf(row, column.key);
  switch (column.kind) {
    case 'date':
      return <DateCell value={textOf(value)} />;
    case 'dateTime':
      return <DateTimeCell value={textOf(value)} />;
    case 'money': {
      const currency = column.currency ? column.currency(row) : textOf(fieldOf(row, 'currency'));
      return <>{formatMoney(textOf(value), currency)}</>;
    }
    case 'number':
      return <>{formatDecimal(textOf(value))}</>;
    case 'status':
      return <StatusCell value={textOf(value)} tones={column.tones} />;
    default:
      return typeof value === 'boolean' ? <YesNo value={value} /> : cellText(value);
  }
}
