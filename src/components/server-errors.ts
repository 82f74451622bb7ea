import type { AnyFieldApi, AnyFieldLikeMetaBase, Updater } from '@tanstack/react-form';
import { isFailedResponse } from '#machines/error-text';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The messages of a 400 answer's `errors` map by field (spec section 8); {} for anything else. */
export function serverFieldErrors(error: unknown): Record<string, string[]> {
  if (!isFailedResponse(error) || error.status !== 400 || !isRecord(error.body)) return {};
  const { errors } = error.body;
  if (!isRecord(errors)) return {};
  const byField: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(errors)) {
    const texts = Array.isArray(messages)
      ? messages.filter((m): m is string => typeof m === 'string' && m.trim() !== '')
      : [];
    if (texts.length > 0) byField[field] = texts;
  }
  return byField;
}

/** What showServerErrors needs of a form: any form of any shape will do. */
export interface ServerErrorForm {
  fieldInfo: Partial<Record<string, { instance: unknown }>>;
  // A method, so that a form whose field names are a narrower set still fits.
  setFieldMeta(field: string, updater: Updater<AnyFieldLikeMetaBase>): void;
}

/**
 * Shows each message of a 400 answer under its field. They are kept as the field's own
 * "server" errors, which the form library leaves alone when other fields change, so a message
 * stays until its field is edited (clearServerError) and a resubmit of the same value is
 * refused as invalid. Fields the form lacks are left to the failure notification.
 * Returns whether any field took a message.
 */
export function showServerErrors(form: ServerErrorForm, error: unknown): boolean {
  let shown = false;
  for (const [field, messages] of Object.entries(serverFieldErrors(error))) {
    if (!form.fieldInfo[field]?.instance) continue;
    form.setFieldMeta(field, (prev) => ({
      ...prev,
      errorMap: { ...prev.errorMap, onServer: messages.join(' ') },
      errorSourceMap: { ...prev.errorSourceMap, onServer: 'field' },
    }));
    shown = true;
  }
  return shown;
}

/** An edited field drops the server's message about its previous value. */
export function clearServerError(field: AnyFieldApi): void {
  if (field.state.meta.errorMap.onServer === undefined) return;
  field.setMeta((prev) => ({ ...prev, errorMap: { ...prev.errorMap, onServer: undefined } }));
}
