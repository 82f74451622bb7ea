import type { AnyFieldApi } from '@tanstack/react-form';
import { Checkbox, Select, TextField } from '#ui';
import { DateField } from '#ui/forms';
import { fieldErrors, textProps } from '../components/contract-form';
import { type KitField, type SelectOption, textOf } from './fields';
import { SearchChoice } from './SearchChoice';
import { FieldMessages, TextArea } from './TextArea';

/** One declared field bound to its form field, with the messages (client and server) under it. */
export function FieldInput({
  field,
  declared,
  readOnly,
  required = false,
}: {
  field: AnyFieldApi;
  declared: KitField<string>;
  readOnly: boolean;
  /** The schema refuses it empty: the label is marked (KitForm decides). */
  required?: boolean;
}) {
  const { label } = declared;
  const errors = fieldErrors(field);
  const value: unknown = field.state.value;
  switch (declared.kind) {
    case 'custom':
      return (
        <div>
          {declared.render(field, readOnly)}
          <FieldMessages errors={errors} />
        </div>
      );
    case 'select':
      return (
        <div>
          <Select
            label={label}
            required={required}
            disabled={readOnly}
            options={declared.options.map((o) => ({ value: textOf(o.value), label: o.label }))}
            value={typeof value === 'string' || typeof value === 'number' ? textOf(value) : ''}
            onValueChange={(v) => field.handleChange(chosen(declared.options, v))}
          />
          <FieldMessages errors={errors} />
        </div>
      );
    case 'search':
      return (
        <SearchChoice
          label={label}
          value={value}
          onChange={(next) => field.handleChange(next)}
          onBlur={() => field.handleBlur()}
          errors={errors}
          choices={declared.choices}
          readOnly={readOnly}
          required={required}
        />
      );
    case 'checkbox':
      return (
        <div>
          <Checkbox
            label={label}
            description={declared.hint}
            disabled={readOnly}
            checked={value === true}
            onCheckedChange={(on) => field.handleChange(on)}
          />
          <FieldMessages errors={errors} />
        </div>
      );
    case 'textarea':
      return (
        <TextArea
          label={label}
          required={required}
          value={typeof value === 'string' ? value : ''}
          readOnly={readOnly}
          errors={errors}
          onChange={(text) => field.handleChange(text)}
          onBlur={() => field.handleBlur()}
        />
      );
    case 'number':
      return (
        <TextField
          {...textProps(field)}
          label={label}
          required={required}
          type="number"
          readOnly={readOnly}
          min={declared.min}
          max={declared.max}
          step={declared.step}
          value={typeof value === 'number' ? String(value) : ''}
          onChange={(e) =>
            field.handleChange(e.target.value === '' ? null : Number(e.target.value))
          }
        />
      );
    case 'date':
      return (
        <DateField
          label={label}
          name={field.name}
          required={required}
          readOnly={readOnly}
          {...(declared.hint ? { hint: declared.hint } : {})}
          value={typeof value === 'string' ? value : ''}
          onValueChange={(day) => field.handleChange(day)}
          onBlur={() => field.handleBlur()}
          errors={errors}
        />
      );
    default:
      return (
        <TextField
          label={label}
          required={required}
          type={declared.kind === 'text' ? 'text' : declared.kind}
          readOnly={readOnly}
          {...(declared.hint ? { hint: declared.hint } : {})}
          {...textProps(field)}
        />
      );
  }
}

/** The value of the option the select names by its text form. */
const chosen = (options: readonly SelectOption[], text: string) => {
  const option = options.find((o) => textOf(o.value) === text);
  return option === undefined ? text : option.value;
};
