import { useDateFormat } from '../dates/use-date-format';

/** A date in the signed-in user's own format. */
export function DateCell({ value }: { value: string | null }) {
  return <>{useDateFormat().date(value)}</>;
}

/** A date and time in the signed-in user's own format (a component, so a cell may use the hook). */
export function DateTimeCell({ value }: { value: string | null }) {
  return <>{useDateFormat().dateTime(value)}</>;
}
