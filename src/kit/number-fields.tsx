import type { AnyFieldApi } from '@tanstack/react-form';
import { TextField } from '#ui';
import { customField } from './fields';

/**
 * A whole number typed as text: the contract takes a JSON number, so the text is read as one;
 * what is no number fails the contract's own rule.
 */
function WholeNumber({
  field,
  label,
  readOnly,
  empty,
  hint,
}: {
  field: AnyFieldApi;
  label: string;
  readOnly: boolean;
  /** What the field holds when nothing is typed. */
  empty: number | '';
  hint?: string;
}) {
  const value: unknown = field.state.value;
  return (
    <TextField
      label={label}
      type="number"
      inputMode="numeric"
      readOnly={readOnly}
      name={field.name}
      hint={hint}
      value={typeof value === 'number' && Number.isFinite(value) ? String(value) : ''}
      onChange={(event) => {
        const text = event.target.value.trim();
        field.handleChange(text === '' ? empty : Number(text));
      }}
      onBlur={() => field.handleBlur()}
    />
  );
}

/** A whole number the form needs (a status code, a timeout, an order): empty fails as NaN. */
export const numberField = <N extends string>(name: N, label: string) =>
  customField(name, label, (field, readOnly) => (
    <WholeNumber field={field} label={label} readOnly={readOnly} empty={Number.NaN} />
  ));

/** A whole number or nothing: '' is "any". */
export const optionalNumberField = <N extends string>(name: N, label: string) =>
  customField(name, label, (field, readOnly) => (
    <WholeNumber
      field={field}
      label={label}
      readOnly={readOnly}
      empty=""
      hint="Leave empty for any"
    />
  ));
