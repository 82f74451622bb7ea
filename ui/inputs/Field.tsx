import * as Label from '@radix-ui/react-label';
import { type ReactNode, useId } from 'react';
import * as styles from '../components/textField.css';

/** What a field's control spreads onto itself to be tied to its label, hint and errors. */
export interface FieldControl {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
}

export interface FieldProps {
  label: string;
  hint?: string;
  /** Messages to show under the field; any message marks it invalid. */
  errors?: readonly string[];
  /** Marked by the label ("*", which RequiredNote explains) and told to screen readers. */
  required?: boolean;
}

/** The frame's own props, of a field's props; the rest are its control's. */
export function splitField<P extends FieldProps & { className?: string }>({
  label,
  hint,
  errors,
  required,
  className,
  ...control
}: P): [FieldProps & { className?: string }, Omit<P, keyof FieldProps | 'className'>] {
  return [{ label, hint, errors, required, className }, control];
}

/**
 * The frame of every input (as TextField): label, control, hint, errors, the last two tied to
 * the control with aria-describedby. `control` renders the input, spreading the ties it is given.
 */
export function Field({
  label,
  hint,
  errors = [],
  required = false,
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
      <LabelWithMark required={required}>
        <Label.Root htmlFor={id} className={styles.label}>
          {label}
        </Label.Root>
      </LabelWithMark>
      {control({
        id,
        'aria-invalid': invalid || undefined,
        'aria-describedby': describedBy || undefined,
        'aria-required': required || undefined,
      })}
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

/**
 * A label and, after it, the mark of a required field. The mark stays outside the <label>, so the
 * field's name is its label alone (tests and voice control find "Password", not "Password *").
 */
export function LabelWithMark({ required, children }: { required: boolean; children: ReactNode }) {
  if (!required) return children;
  return (
    <span className={styles.labelRow}>
      {children}
      <RequiredMark required />
    </span>
  );
}

/** The label's mark of a required field; hidden from screen readers, which hear aria-required. */
export function RequiredMark({ required }: { required: boolean }) {
  return required ? (
    <span aria-hidden="true" className={styles.required}>
      {' *'}
    </span>
  ) : null;
}

/** Says what the label's mark means, once per form that has a required field. */
export function RequiredNote() {
  return (
    <p className={styles.hint}>
      Fields marked <span className={styles.required}>*</span> are required.
    </p>
  );
}
