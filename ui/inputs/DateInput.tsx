import { CalendarIcon } from '@radix-ui/react-icons';
import * as Popover from '@radix-ui/react-popover';
import { lazy, Suspense, useContext, useState } from 'react';
import { formatDate } from '../format/dates';
import { datePlaceholder, readDate } from '../format/read-date';
import { DateFormatContext } from './date-format-context';
import * as styles from './datePicker.css';

const Calendar = lazy(() => import('./Calendar'));

/** The message under a date field whose text names no day. */
export const dateTypingError = (format: string) => `Enter a date as ${datePlaceholder(format)}.`;

export interface DateInputProps {
  id?: string;
  name?: string;
  /** "YYYY-MM-DD", or '' for no date. */
  value: string;
  onValueChange: (value: string) => void;
  onBlur?: () => void;
  /** Told whether the typed text names no day (its message), so the frame can show it. */
  onTypingError?: (message: string | null) => void;
  /** The field's label, which describes its calendar button ("Show calendar" alone is many). */
  label?: string | undefined;
  /** Added to the box's own class (a range lays two out in a row). */
  className?: string | undefined;
  min?: string | undefined;
  max?: string | undefined;
  disabled?: boolean | undefined;
  readOnly?: boolean | undefined;
  'aria-invalid'?: true | undefined;
  'aria-describedby'?: string | undefined;
  'aria-required'?: true | undefined;
}

/** What the user is typing, and the value it gave (null: it names no day) over which `base`. */
interface Draft {
  text: string;
  produced: string | null;
  base: string;
}

/**
 * A date typed in the user's format ("27/11/2026"; an ISO day is understood too) or picked
 * from a calendar. The value stays an ISO day: no time zone involved. A text that names no day
 * keeps the last value and says so (`onTypingError`), so the caller only ever holds a day or ''.
 */
export function DateInput({
  value,
  onValueChange,
  onBlur,
  onTypingError,
  min,
  max,
  disabled,
  readOnly,
  label,
  className,
  ...input
}: DateInputProps) {
  const format = useContext(DateFormatContext);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [open, setOpen] = useState(false);
  const mine =
    draft && (draft.produced === value || (draft.produced === null && draft.base === value));
  const text = mine ? draft.text : formatDate(value, format);
  const invalid = mine && draft.produced === null;

  const type = (typed: string) => {
    const produced = typed.trim() === '' ? '' : readDate(typed, format);
    setDraft({ text: typed, produced, base: value });
    onTypingError?.(produced === null ? dateTypingError(format) : null);
    if (produced !== null && produced !== value) onValueChange(produced);
  };
  const pick = (day: string) => {
    setDraft(null);
    onTypingError?.(null);
    setOpen(false);
    if (day !== value) onValueChange(day);
  };

  return (
    <div
      className={[styles.row, className].filter(Boolean).join(' ')}
      data-invalid={input['aria-invalid'] || invalid || undefined}
    >
      <input
        {...input}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        className={styles.text}
        placeholder={datePlaceholder(format)}
        value={text}
        disabled={disabled}
        readOnly={readOnly}
        aria-invalid={input['aria-invalid'] || (invalid ? true : undefined)}
        onChange={(event) => type(event.target.value)}
        onBlur={() => {
          // A day typed in another way ("1/2/26") reads back in the user's format.
          if (draft && draft.produced !== null) setDraft(null);
          onBlur?.();
        }}
      />
      {readOnly ? null : (
        <Popover.Root open={open} onOpenChange={setOpen}>
          <Popover.Trigger asChild>
            <button
              type="button"
              className={styles.opener}
              disabled={disabled}
              aria-label="Show calendar"
              title={label ? `Calendar: ${label}` : undefined}
            >
              <CalendarIcon aria-hidden />
            </button>
          </Popover.Trigger>
          <Popover.Portal>
            <Popover.Content
              className={styles.popover}
              align="end"
              sideOffset={4}
              collisionPadding={8}
              // The calendar focuses its selected day (or today) itself once it has loaded.
              onOpenAutoFocus={(event) => event.preventDefault()}
            >
              <Suspense fallback={<p>Loading…</p>}>
                <Calendar value={value} min={min} max={max} onPick={pick} />
              </Suspense>
            </Popover.Content>
          </Popover.Portal>
        </Popover.Root>
      )}
    </div>
  );
}
