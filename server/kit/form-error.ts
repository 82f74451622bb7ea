import { MSG } from '#contract/messages';
import { type FieldErrors, Invalid } from './errors';

/** A 400 that the form shows under its fields, titled like every other invalid form. */
export const formError = (errors: FieldErrors) => new Invalid(MSG.invalidForm, errors);

/** One field, one message. */
export const fieldError = (field: string, message: string) => formError({ [field]: [message] });
