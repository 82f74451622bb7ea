import * as Label from '@radix-ui/react-label';
import { type InputHTMLAttributes, type Ref, useId } from 'react';
import * as styles from './textField.css';

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: string;
  hint?: string;
  /** Messages to show under the field; any message marks it invalid. */
  errors?: readonly string[];
  ref?: Ref<HTMLInputElement>;
};

/** A labelled input whose hint and errors are tied to it with aria-describedby. */
export function TextField({ label, hint, errors = [], className, ...input }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-errors`;
  const invalid = errors.length > 0;
  const describedBy = [hint ? hintId : null, invalid ? errorId : null].filter(Boolean).join(' ');

  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <Label.Root htmlFor={id} className={styles.label}>
        {label}
      </Label.Root>
      <input
        {...input}
        id={id}
        className={styles.input}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy || undefined}
      />
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {invalid ? (
        <ul id={errorId} className={styles.errors}>
          {errors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
