import { MSG } from '#contract/messages';
import { type FieldErrors, Invalid } from './errors';

/** A refused form: the spec's invalid-form title with the messages under their fields. */
export const invalidForm = (errors: FieldErrors) => new Invalid(MSG.invalidForm, errors);

/** One field at fault, under the spec's invalid-form title. */
export const invalidField = (field: string, message: string) => invalidForm({ [field]: [message] });

/** True when a write broke a unique index (SQLSTATE 23505), whichever driver raised it. */
export function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 8; depth++) {
    if (typeof e !== 'object') return false;
    const { code, cause } = e as { code?: unknown; cause?: unknown };
    if (code === '23505') return true;
    e = cause;
  }
  return false;
}

/**
 * Runs a write whose unique index guards a form field (a role's or an application's name, a
 * member's email): when two saves race past the store's own check, the loser gets the field
 * error the check would have given instead of a 500.
 */
export async function uniqueField<T>(
  field: string,
  message: string,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw invalidField(field, message);
    throw err;
  }
}
