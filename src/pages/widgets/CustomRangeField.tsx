import { parseCustomRange } from '#contract/widgets';
import { TextField } from '#ui';

/**
 * The custom range in range mode: two native date inputs limited to today or earlier (and the
 * end to the start or later). Native inputs cost no bytes and come with the browser's own
 * keyboard and screen-reader support; the value is the contract's "YYYY-MM-DD to YYYY-MM-DD".
 */
export function CustomRangeField({
  value,
  today,
  disabled,
  errors,
  onChange,
}: {
  value: string | null;
  today: string;
  disabled: boolean;
  errors: string[];
  onChange: (value: string | null) => void;
}) {
  const range = parseCustomRange(value);
  // Half a range is kept as typed so the user can finish it; the machine validates the whole.
  const [from = '', to = ''] = range ? [range.from, range.to] : (value ?? '').split(' to ');
  const set = (nextFrom: string, nextTo: string) =>
    onChange(nextFrom || nextTo ? `${nextFrom} to ${nextTo}` : null);
  return (
    <>
      <TextField
        label="From"
        type="date"
        max={to || today}
        value={from}
        disabled={disabled}
        onChange={(e) => set(e.target.value, to)}
      />
      <TextField
        label="To"
        type="date"
        min={from || undefined}
        max={today}
        value={to}
        disabled={disabled}
        errors={errors}
        onChange={(e) => set(from, e.target.value)}
      />
    </>
  );
}
