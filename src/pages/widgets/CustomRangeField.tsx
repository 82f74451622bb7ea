import { parseCustomRange } from '#contract/widgets';
import { DateField } from '#ui/forms';

/**
 * The custom range in range mode: two date fields limited to today or earlier (and the end to
 * the start or later); the value is the contract's "YYYY-MM-DD to YYYY-MM-DD".
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
      <DateField
        label="From"
        max={to || today}
        value={from}
        disabled={disabled}
        onValueChange={(day) => set(day, to)}
      />
      <DateField
        label="To"
        min={from || undefined}
        max={today}
        value={to}
        disabled={disabled}
        errors={errors}
        onValueChange={(day) => set(from, day)}
      />
    </>
  );
}
