import type { InputHTMLAttributes, Ref } from 'react';
import { Field, splitField } from '../inputs/Field';
import * as styles from './textField.css';

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: string;
  hint?: string;
  /** Messages to show under the field; any message marks it invalid. */
  errors?: readonly string[];
  ref?: Ref<HTMLInputElement>;
};

/** A labelled input whose hint and errors are tied to it with aria-describedby (the Field frame). */
export function TextField(props: TextFieldProps) {
  const [frame, input] = splitField(props);
  return (
    <Field {...frame} control={(tie) => <input {...input} {...tie} className={styles.input} />} />
  );
}
