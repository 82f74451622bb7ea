import { type AnyFieldApi, useForm } from '@tanstack/react-form';
import type * as z from 'zod';
import { MSG } from '#contract/messages';
import { notifications } from '../notify/store';

/**
 * A form validated by the contract's own zod schema — the one the server validates with — so
 * both sides give the same messages (spec section 5). Fields validate as they change; a submit
 * with errors shows the spec's invalid-form notice. `onValid` receives the parsed value (trimmed,
 * defaults applied), exactly what the server will see.
 */
export function useContractForm<Input extends object, Output>(
  schema: z.ZodType<Output, Input>,
  defaultValues: Input,
  onValid: (value: Output) => Promise<unknown> | undefined,
) {
  return useForm({
    defaultValues,
    validators: { onChange: schema, onSubmit: schema },
    onSubmit: async ({ value }) => {
      await onValid(schema.parse(value));
    },
    onSubmitInvalid: () => notifications.notify('error', MSG.invalidForm),
  });
}

/** The messages to show under a field: once it was touched or the form submitted. */
export function fieldErrors(field: AnyFieldApi): string[] {
  const { meta } = field.state;
  if (!meta.isTouched && field.form.state.submissionAttempts === 0) return [];
  const messages = meta.errors.map((error: unknown) =>
    typeof error === 'string' ? error : (error as { message?: string } | undefined)?.message,
  );
  return [...new Set(messages.filter((m): m is string => typeof m === 'string' && m !== ''))];
}

/** Props that bind a text field to a string form field. */
export function textProps(field: AnyFieldApi) {
  return {
    name: field.name,
    value: typeof field.state.value === 'string' ? field.state.value : '',
    onChange: (event: { target: { value: string } }) => field.handleChange(event.target.value),
    onBlur: () => field.handleBlur(),
    errors: fieldErrors(field),
  };
}
