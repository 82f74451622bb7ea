import * as Label from '@radix-ui/react-label';
import { type ReactNode, useId } from 'react';
import * as styles from '../components/textField.css';

/** What a field's control needs to be tied to its label, hint and errors. */
export interface FieldControl {
  id: string;
  invalid: boolean;
  describedBy: string | undefined;
}

export interface FieldProps {
  label: string;
  hint?: string;
  /** Messages to show under the field; any message marks it invalid. */
  errors?: readonly string[];
}

/**
 * The frame of every input (as TextField): label, control, hint, errors, the last two tied to
 * the control with aria-describedby. `control` renders the input with the ids it is given.
 */
export function Field({
  label,
  hint,
  errors = [],
  className,
  control,
}: FieldProps & { className?: string; control: (field: FieldControl) => ReactNode }) {
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
      {control({ id, invalid, describedBy: describedBy || undefined })}
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
