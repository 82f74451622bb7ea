import type { AnyFieldApi } from '@tanstack/react-form';
import { useState } from 'react';
import { TextField } from '#ui';
import type { KitField } from '../../kit/fields';
import { TextArea } from '../../kit/TextArea';

/**
 * A whole number of the form (a status code, a timeout, an order): the contract takes a JSON
 * number, so the text is read as one; what is no number fails the contract's own rule.
 */
export function NumberInput({ field, label, readOnly }: Props) {
  const value: unknown = field.state.value;
  return (
    <TextField
      label={label}
      type="number"
      inputMode="numeric"
      readOnly={readOnly}
      name={field.name}
      value={typeof value === 'number' && Number.isFinite(value) ? String(value) : ''}
      onChange={(event) => {
        const text = event.target.value.trim();
        field.handleChange(text === '' ? Number.NaN : Number(text));
      }}
      onBlur={() => field.handleBlur()}
    />
  );
}

/** A choice's options, one a line, as the list the contract takes. */
export function LinesInput({ field, label, readOnly }: Props) {
  const value: unknown = field.state.value;
  const lines = Array.isArray(value) ? value.filter((v) => typeof v === 'string') : [];
  // The text as typed: a line being started is blank until it is written.
  const [text, setText] = useState(() => lines.join('\n'));
  return (
    <TextArea
      label={label}
      value={text}
      readOnly={readOnly}
      errors={[]}
      onChange={(typed) => {
        setText(typed);
        field.handleChange(
          typed
            .split('\n')
            .map((line) => line.trim())
            .filter((line) => line !== ''),
        );
      }}
      onBlur={() => field.handleBlur()}
    />
  );
}

type Props = { field: AnyFieldApi; label: string; readOnly: boolean };

/** A form field of a whole number. */
export const numberField = <N extends string>(name: N, label: string): KitField<N> => ({
  name,
  label,
  kind: 'custom',
  render: (field, readOnly) => <NumberInput field={field} label={label} readOnly={readOnly} />,
});

/** A form field of a list of lines. */
export const linesField = <N extends string>(name: N, label: string): KitField<N> => ({
  name,
  label,
  kind: 'custom',
  render: (field, readOnly) => <LinesInput field={field} label={label} readOnly={readOnly} />,
});
