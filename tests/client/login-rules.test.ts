import { describe, expect, it } from 'vitest';
import { LoginBody } from '#contract/auth';
import { loginRules } from '../../src/pages/login/login-rules';

/** The contract's message for one field, or undefined when it accepts the value. */
function contractMessage(field: 'username' | 'password', value: string) {
  const result = LoginBody.shape[field].safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('login form checks agree with the contract’s LoginBody', () => {
  it.each([
    '',
    '   ',
    'admin@waypoint.test',
    ' Admin@Waypoint.TEST ',
    'no-at-sign',
    'a@b',
    'two@@example.com',
    'name@example.co.uk',
  ])('email %j', (value) => {
    expect(loginRules.username(value)).toBe(contractMessage('username', value));
  });

  it.each(['', ' ', 'x', 'a long password'])('password %j', (value) => {
    expect(loginRules.password(value)).toBe(contractMessage('password', value));
  });
});
