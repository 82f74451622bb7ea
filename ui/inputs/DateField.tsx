import type { InputHTMLAttributes } from 'react';
import { Field, type FieldProps, splitField } from './Field';
import * as styles from './inputs.css';

export type DateFieldProps = FieldProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type' | 'value' | 'onChange'> & {
    /** "YYYY-MM-DD", or '' for no date. */
    value: string;
    onValueChange: (value: string) => void;
  };

/**
 * The browser's own date input (its calendar, keyboard entry and locale order come free),
 * styled like every other field. The value stays an ISO date string: no time zone involved.
 */
export function DateField({ value, onValueChange, ...props }: DateFieldProps) {
  const [frame, input] = splitField(props);
  return (
    <Field
      {...frame}
      control={(tie) => (
        <input
          {...input}
          {...tie}
          type="date"
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          className={styles.box}
        />
      )}
    />
  );
}
