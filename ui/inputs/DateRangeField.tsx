import * as Label from '@radix-ui/react-label';
import { useId, useState } from 'react';
import * as fieldStyles from '../components/textField.css';
import { DateInput } from './DateInput';
import { type DateRange, dateRangeError } from './date-range';
import * as styles from './inputs.css';
import { useDraft } from './use-draft';

const sameRange = (a: DateRange, b: DateRange) => a.start === b.start && a.end === b.end;

/**
 * Two date inputs (DateInput), From and To, under one legend. An end before the start is refused
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
  const [typingFrom, setTypingFrom] = useState<string | null>(null);
  const [typingTo, setTypingTo] = useState<string | null>(null);
  const own = [typingFrom, typingTo, dateRangeError(draft)].filter((m): m is string => !!m);
  const all = [...new Set([...own, ...errors])];
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
        <DateInput
          className={styles.rangeInput}
          id={`${id}-from`}
          label={`${label} ${fromLabel}`}
          value={draft.start}
          max={draft.end || undefined}
          disabled={disabled}
          aria-invalid={errors.length > 0 || typingFrom !== null || undefined}
          onTypingError={setTypingFrom}
          onValueChange={(start) => change({ ...draft, start })}
        />
        <Label.Root htmlFor={`${id}-to`} className={fieldStyles.hint}>
          {toLabel}
        </Label.Root>
        <DateInput
          className={styles.rangeInput}
          id={`${id}-to`}
          label={`${label} ${toLabel}`}
          value={draft.end}
          min={draft.start || undefined}
          disabled={disabled}
          aria-invalid={all.length > 0 || undefined}
          aria-describedby={all.length ? `${id}-errors` : undefined}
          onTypingError={setTypingTo}
          onValueChange={(end) => change({ ...draft, end })}
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
