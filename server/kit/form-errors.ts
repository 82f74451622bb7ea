import { MSG } from '#contract/messages';
import { type FieldErrors, Invalid } from './errors';

/** A refused form: the spec's invalid-form title with the messages under their fields. */
export const invalidForm = (errors: FieldErrors) => new Invalid(MSG.invalidForm, errors);

/** One field at fault, under the spec's invalid-form title. */
export const invalidField = (field: string, message: string) => invalidForm({ [field]: [message] });
