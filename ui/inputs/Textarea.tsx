import type { Ref, TextareaHTMLAttributes } from 'react';
import { Field, type FieldProps } from './Field';
import * as styles from './inputs.css';

export type TextareaProps = FieldProps &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & { ref?: Ref<HTMLTextAreaElement> };

/** A labelled multi-line text box (notes, descriptions) that the user may make taller. */
export function Textarea({ label, hint, errors, className, rows = 4, ...textarea }: TextareaProps) {
  return (
    <Field
      label={label}
      hint={hint}
      errors={errors}
      className={className}
      control={({ id, invalid, describedBy }) => (
        <textarea
          {...textarea}
          id={id}
          rows={rows}
          className={styles.textarea}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
        />
      )}
    />
  );
}
