import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { USER_TEXT, UserBody } from '#contract/users';

const emailErrors = (email: string) => {
  const parsed = UserBody.safeParse({ email, firstName: '', lastName: '', roleId: 2 });
  return parsed.success ? [] : (z.flattenError(parsed.error).fieldErrors.email ?? []);
};

describe('the user form', () => {
  it('says only that an empty email is required, once', () => {
    expect(emailErrors('')).toEqual([USER_TEXT.emailRequired]);
  });

  it('says a malformed email is not valid', () => {
    expect(emailErrors('not-an-email')).toEqual([USER_TEXT.emailInvalid]);
  });
});
