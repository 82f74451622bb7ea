import * as Label from '@radix-ui/react-label';
import * as VisuallyHidden from '@radix-ui/react-visually-hidden';
import { type SelectHTMLAttributes, useId } from 'react';
import { RequiredMark } from '../inputs/Field';
import * as styles from './select.css';

export interface SelectOption<V extends string> {
  value: V;
  label: string;
}

/**
 * A native select with a label; `hideLabel` keeps the label for screen readers only. For
 * compact choices in toolbars and today's forms; the kit's forms use SelectField ('#ui/forms'),
 * the Radix select with typeahead, hint and errors.
 */
export function Select<V extends string>({
  label,
  hideLabel = false,
  options,
  value,
  onValueChange,
  required = false,
  ...rest
}: Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange' | 'id' | 'required'> & {
  /** Marked on the label and told to screen readers (the form's own validation decides). */
  required?: boolean;
  label: string;
  hideLabel?: boolean;
  options: readonly SelectOption<V>[];
  value: V;
  onValueChange: (value: V) => void;
}) {
  const id = useId();
  const text = (
    <Label.Root htmlFor={id} className={styles.label}>
      {label}
    </Label.Root>
  );
  return (
    <span className={styles.wrapper}>
      {hideLabel ? <VisuallyHidden.Root>{text}</VisuallyHidden.Root> : text}
      <RequiredMark required={required && !hideLabel} />
      <select
        {...rest}
        id={id}
        aria-required={required || undefined}
        className={styles.select}
        value={value}
        onChange={(event) => {
          const chosen = options.find((option) => option.value === event.target.value);
          if (chosen) onValueChange(chosen.value);
        }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </span>
  );
}
