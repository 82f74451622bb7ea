import { useState } from 'react';
import { DateInput, type DateInputProps } from './DateInput';
import { Field, type FieldProps, splitField } from './Field';

export type DateFieldProps = FieldProps &
  Omit<DateInputProps, 'id' | 'label' | 'onTypingError' | keyof FieldControlProps>;

type FieldControlProps = Pick<
  DateInputProps,
  'aria-invalid' | 'aria-describedby' | 'aria-required'
>;

/**
 * A labelled date: typed in the user's format or picked from its calendar (DateInput), with a
 * text that names no day said under it, before the form's own messages.
 */
export function DateField(props: DateFieldProps) {
  const [frame, input] = splitField(props);
  const [typing, setTyping] = useState<string | null>(null);
  const errors = typing ? [typing, ...(frame.errors ?? [])] : frame.errors;
  return (
    <Field
      {...frame}
      errors={errors}
      control={(tie) => (
        <DateInput {...input} {...tie} label={frame.label} onTypingError={setTyping} />
      )}
    />
  );
}
