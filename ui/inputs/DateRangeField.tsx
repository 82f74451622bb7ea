import * as Label from '@radix-ui/react-label';
import { useId } from 'react';
import * as fieldStyles from '../components/textField.css';
import { type DateRange, dateRangeError } from './date-range';
import * as styles from './inputs.css';
import { useDraft } from './use-draft';

const sameRange = (a: DateRange, b: DateRange) => a.start === b.start && a.end === b.end;

/**
 * Two native date inputs, From and To, under one legend. An end before the start is refused
 * where the user sees it: the error shows, the To input is marked invalid and `onValueChange`
 * is not called, so the caller only ever holds a valid range. Each end also limits the other's
 * calendar (min/max).
 */
export function DateRangeField({
  label,
  hint,
  errors = [],
  value,
  onValueChange,
  disabled,
  fromLabel = 'From',
  toLabel = 'To',
}: {
  label: string;
  hint?: string;
  errors?: readonly string[];
  value: DateRange;
  onValueChange: (value: DateRange) => void;
  disabled?: boolean;
  fromLabel?: string;
  toLabel?: string;
}) {
  const id = useId();
  const [draft, setDraft, emit] = useDraft(value, (range) => range, sameRange, onValueChange);
  const own = dateRangeError(draft);
  const all = own ? [own, ...errors] : errors;
  const describedBy = [hint ? `${id}-hint` : null, all.length ? `${id}-errors` : null]
    .filter(Boolean)
    .join(' ');
  const change = (next: DateRange) => {
    setDraft(next);
    if (!dateRangeError(next)) emit(next);
  };
  return (
    <fieldset
      className={[fieldStyles.field, styles.fieldset].join(' ')}
      aria-describedby={describedBy || undefined}
    >
      <legend className={fieldStyles.label}>{label}</legend>
      <div className={styles.rangeRow}>
        <Label.Root htmlFor={`${id}-from`} className={fieldStyles.hint}>
          {fromLabel}
        </Label.Root>
        <input
          id={`${id}-from`}
          type="date"
          className={styles.rangeInput}
          value={draft.start}
          max={draft.end || undefined}
          disabled={disabled}
          aria-invalid={errors.length > 0 || undefined}
          onChange={(event) => change({ ...draft, start: event.target.value })}
        />
        <Label.Root htmlFor={`${id}-to`} className={fieldStyles.hint}>
          {toLabel}
        </Label.Root>
        <input
          id={`${id}-to`}
          type="date"
          className={styles.rangeInput}
          value={draft.end}
          min={draft.start || undefined}
          disabled={disabled}
          aria-invalid={all.length > 0 || undefined}
          aria-describedby={all.length ? `${id}-errors` : undefined}
          onChange={(event) => change({ ...draft, end: event.target.value })}
        />
      </div>
      {hint ? (
        <p id={`${id}-hint`} className={fieldStyles.hint}>
          {hint}
        </p>
      ) : null}
      {all.length ? (
        <ul id={`${id}-errors`} className={fieldStyles.errors}>
          {all.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
    </fieldset>
  );
}
