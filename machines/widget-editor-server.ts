import { isFailedResponse } from './error-text';
import type { WidgetForm, WidgetFormErrors } from './widget-editor-form';

const FIELDS = new Set<string>([
  'widgetTitle',
  'cssWidth',
  'dateRangeId',
  'customDateRange',
  'selectedApplicationIds',
  'searchTypeId',
  'latLonAccuracyId',
  'selectedYearMonth',
]);

/**
 * The server's 400 `errors` map placed under the editor's fields, so a rule only the server
 * can check (another company's application, say) shows beside its field too.
 */
export function serverFieldErrors(error: unknown): WidgetFormErrors {
  if (!isFailedResponse(error) || error.status !== 400) return {};
  const body = error.body as { errors?: Record<string, unknown> } | null;
  const errors: WidgetFormErrors = {};
  for (const [key, messages] of Object.entries(body?.errors ?? {})) {
    // Nested keys such as "additionalSettings.searchTypeId" name the field last.
    const field = key.split('.').at(-1) ?? key;
    const first = Array.isArray(messages) ? messages.find((m) => typeof m === 'string') : null;
    if (FIELDS.has(field) && typeof first === 'string') {
      errors[field as keyof WidgetForm] = first;
    }
  }
  return errors;
}
