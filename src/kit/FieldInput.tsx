import type { AnyFieldApi } from '@tanstack/react-form';
import { Checkbox, Select, TextField } from '#ui';
import { fieldErrors, textProps } from '../components/contract-form';
import type { KitField } from './fields';
import { FieldMessages, TextArea } from './TextArea';

/** One declared field bound to its form field, with the messages (client and server) under it. */
export function FieldInput({
  field,
  declared,
  readOnly,
}: {
  field: AnyFieldApi;
  declared: KitField<string>;
  readOnly: boolean;
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
            disabled={readOnly}
            options={declared.options}
            value={typeof value === 'string' ? value : ''}
            onValueChange={(v) => field.handleChange(v)}
          />
          <FieldMessages errors={errors} />
        </div>
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
          value={typeof value === 'string' ? value : ''}
          readOnly={readOnly}
          errors={errors}
          onChange={(text) => field.handleChange(text)}
          onBlur={() => field.handleBlur()}
        />
      );
    default:
      return (
        <TextField
          label={label}
          type={declared.kind === 'text' ? 'text' : declared.kind}
          readOnly={readOnly}
          {...(declared.hint ? { hint: declared.hint } : {})}
          {...textProps(field)}
        />
      );
  }
}
