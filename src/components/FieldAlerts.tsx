import type { AnyFieldApi } from '@tanstack/react-form';
import { fieldErrors } from './contract-form';

/** The messages of a form field whose control has no place of its own for them (selects, groups). */
export function FieldAlerts({ field }: { field: AnyFieldApi }) {
  return fieldErrors(field).map((message) => (
    <p key={message} role="alert">
      {message}
    </p>
  ));
}
