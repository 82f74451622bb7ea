import type { Ref, TextareaHTMLAttributes } from 'react';
import { Field, type FieldProps, splitField } from './Field';
import * as styles from './inputs.css';

export type TextareaProps = FieldProps &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & { ref?: Ref<HTMLTextAreaElement> };

/** A labelled multi-line text box (notes, descriptions) that the user may make taller. */
export function Textarea({ rows = 4, ...props }: TextareaProps) {
  const [frame, textarea] = splitField(props);
  return (
    <Field
      {...frame}
      control={(tie) => <textarea {...textarea} {...tie} rows={rows} className={styles.textarea} />}
    />
  );
}
