/**
 * What a store may say went wrong, in the domain's words. Stores throw these, never HTTP
 * problems; server/http/errors.ts maps each to its status and the spec's error body, so the
 * same store serves a route, a job or a seed alike.
 */
export type FieldErrors = Record<string, string[]>;

export class DomainError extends Error {}

/** The record does not exist for this caller (another company's record included): 404. */
export class NotFound extends DomainError {}

/** The caller may not do this to the record: 403. */
export class Forbidden extends DomainError {}

/** The input breaks a rule: 400 with the fields at fault, or only a title when none is. */
export class Invalid extends DomainError {
  constructor(
    message: string,
    readonly errors?: FieldErrors,
  ) {
    super(message);
  }

  /** One field, one message: the form shows it under the field. */
  static field(field: string, message: string) {
    return new Invalid(message, { [field]: [message] });
  }
}

/** The record is in a state that refuses the change (a duplicate, a used invitation): 409. */
export class Conflict extends DomainError {}

/** The record changed since the caller read it: 409 with the stale-record message. */
export class Stale extends DomainError {}
