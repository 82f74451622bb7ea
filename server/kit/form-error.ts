import { type FieldErrors, Invalid } from './errors';

/**
 * A business rule refused the input (a taken name, an option that does not exist, credit that
 * is not there): a 400 titled with the rule's own message (the first, when several), its
 * messages under their fields for the form. Only a request the contract's schemas refuse is
 * titled MSG.invalidForm (server/http/validation.ts), so a client, and the OpenAPI conformance
 * test, can tell a refused shape from a refused rule.
 */
export const formError = (errors: FieldErrors) =>
  new Invalid(Object.values(errors).flat()[0] ?? '', errors);

/** One field, one message. */
export const fieldError = (field: string, message: string) => formError({ [field]: [message] });
