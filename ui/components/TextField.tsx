import type { InputHTMLAttributes, Ref } from 'react';
import { Field } from '../inputs/Field';
import * as styles from './textField.css';

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: string;
  hint?: string;
  /** Messages to show under the field; any message marks it invalid. */
  errors?: readonly string[];
  ref?: Ref<HTMLInputElement>;
};

/** A labelled input whose hint and errors are tied to it with aria-describedby (the Field frame). */
export function TextField({ label, hint, errors = [], className, ...input }: TextFieldProps) {
  return (
    <Field
      label={label}
      {...(hint === undefined ? {} : { hint })}
      errors={errors}
      {...(className === undefined ? {} : { className })}
      control={({ id, invalid, describedBy }) => (
        <input
          {...input}
          id={id}
          className={styles.input}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
        />
      )}
    />
  );
}
