import * as Label from '@radix-ui/react-label';
import { useId } from 'react';
import { vars } from '#ui';
import { LabelWithMark } from '#ui/forms';

/**
 * A labelled multi-line input for free text (notes), with its errors tied to it. Kept in the kit
 * until ui/ has its own textarea, which the look branch is adding.
 */
export function TextArea({
  label,
  value,
  readOnly,
  errors,
  required = false,
  onChange,
  onBlur,
}: {
  label: string;
  required?: boolean;
  value: string;
  readOnly: boolean;
  errors: readonly string[];
  onChange: (value: string) => void;
  onBlur: () => void;
}) {
  const id = useId();
  return (
    <div style={{ display: 'grid', gap: '0.25rem' }}>
      <LabelWithMark required={required}>
        <Label.Root htmlFor={id}>{label}</Label.Root>
      </LabelWithMark>
      <textarea
        id={id}
        rows={5}
        value={value}
        readOnly={readOnly}
        aria-required={required || undefined}
        aria-invalid={errors.length > 0 || undefined}
        aria-describedby={errors.length > 0 ? `${id}-errors` : undefined}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        style={{ font: 'inherit', padding: '0.5rem', borderColor: vars.color.border }}
      />
      <FieldMessages id={`${id}-errors`} errors={errors} />
    </div>
  );
}

/** The messages under a field that has no TextField of its own to show them. */
export function FieldMessages({ id, errors }: { id?: string; errors: readonly string[] }) {
  if (errors.length === 0) return null;
  return (
    <ul id={id} role="alert" style={{ margin: 0, paddingLeft: '1rem', color: vars.color.danger }}>
      {errors.map((message) => (
        <li key={message}>{message}</li>
      ))}
    </ul>
  );
}
