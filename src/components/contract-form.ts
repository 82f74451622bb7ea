import { type AnyFieldApi, useForm } from '@tanstack/react-form';
import { useEffect, useRef } from 'react';
import type * as z from 'zod';
import { MSG } from '#contract/messages';
import { isFailedResponse } from '#machines/error-text';
import { notifications } from '../notify/store';
import { addLeaveGuard } from '../routing/leave-guard';
import { clearServerError, showServerErrors } from './server-errors';

/**
 * A form validated by the contract's own zod schema — the one the server validates with — so
 * both sides give the same messages (spec section 5). Fields validate as they change; a submit
 * with errors shows the spec's invalid-form notice. `onValid` receives the parsed value (trimmed,
 * defaults applied), exactly what the server will see. When `onValid` rejects with the server's
 * 400 `errors` map, each message shows under its field until that field is edited. Leaving
 * the page while it holds changes not saved asks first (routing/leave-guard.ts).
 */
export function useContractForm<Input extends object, Output>(
  schema: z.ZodType<Output, Input>,
  defaultValues: Input,
  onValid: (value: Output) => Promise<unknown> | undefined,
) {
  // The values last saved: the form's values are replaced on each change, so this is clean.
  const saved = useRef<unknown>(null);
  const form = useForm({
    defaultValues,
    validators: { onChange: schema, onSubmit: schema },
    listeners: { onChange: ({ fieldApi }) => clearServerError(fieldApi) },
    onSubmit: async ({ value, formApi }) => {
      try {
        await onValid(schema.parse(value));
        saved.current = formApi.state.values;
      } catch (error) {
        // A failed call was already notified by the query client; anything else is a bug.
        if (!showServerErrors(formApi, error) && !isFailedResponse(error)) throw error;
      }
    },
    onSubmitInvalid: () => notifications.notify('error', MSG.invalidForm),
  });
  useEffect(
    () =>
      addLeaveGuard(() => {
        const { isSubmitting, isDefaultValue, values } = form.state;
        // A save's own navigation (to the new record) happens while it is submitting.
        return !isSubmitting && !isDefaultValue && values !== saved.current;
      }),
    [form],
  );
  return form;
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
