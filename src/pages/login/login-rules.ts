/**
 * The login form's checks, equal to the contract's LoginBody (tests/client/login-rules.test.ts
 * compares them) but without zod, which would put the /login page over its size budget.
 * The server validates with LoginBody itself.
 */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type Check = (value: string) => string | undefined;

export const loginRules = {
  username: (value) => {
    const email = value.trim();
    if (email === '') return 'Email is required';
    return EMAIL.test(email) ? undefined : 'Enter a valid email address';
  },
  password: (value) => (value === '' ? 'Password is required' : undefined),
} satisfies Record<'username' | 'password', Check>;

/** A 6-digit authenticator code; "123 456" is fine too. */
export const codeRule: Check = (value) =>
  /^\s*\d{3}\s?\d{3}\s*$/.test(value)
    ? undefined
    : 'Enter the 6-digit code from your authenticator app';

export const backupCodeRule: Check = (value) =>
  value.trim() === '' ? 'Enter a backup code' : undefined;
