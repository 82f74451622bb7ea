import type { AnyFieldApi } from '@tanstack/react-form';
import { useState } from 'react';
import { customField } from '../../kit/fields';
import { TextArea } from '../../kit/TextArea';

/** A choice's options, one a line, as the list the contract takes. */
function LinesInput({ field, label, readOnly }: Props) {
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

/** A form field of a list of lines. */
export const linesField = <N extends string>(name: N, label: string) =>
  customField(name, label, (field, readOnly) => (
    <LinesInput field={field} label={label} readOnly={readOnly} />
  ));
