import * as z from 'zod';
import { access } from './access';
import { c, ProblemOrText, ProblemSchema } from './common';
import { line } from './input';

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;
/** How long a reset link works. */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

/** Texts of the forgotten/reset flow, worded once for server and client. */
export const PASSWORD_TEXT = {
  passwordTooShort: `The password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  passwordTooLong: `The password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  resetRequested:
    'If an account uses that email address, a link to reset its password is on its way. The link works once, for one hour.',
  resetLinkInvalid:
    'This reset link is invalid, already used or expired. Please ask for a new one.',
  passwordReset: 'Your password has been changed. You can sign in with it now.',
} as const;

/** Every new password (reset, change) obeys the same length rule. */
export const NewPassword = line()
  .min(PASSWORD_MIN_LENGTH, PASSWORD_TEXT.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, PASSWORD_TEXT.passwordTooLong);

export const ForgottenPasswordBody = z.strictObject({
  email: line().trim().min(1, 'Email is required').email('Enter a valid email address'),
});
export type ForgottenPasswordBody = z.infer<typeof ForgottenPasswordBody>;

export const ResetPasswordBody = z.strictObject({
  token: line().min(1, 'The reset link is incomplete').max(200),
  password: NewPassword,
});
export type ResetPasswordBody = z.infer<typeof ResetPasswordBody>;

const Message = z.object({ message: z.string() });

export const passwordContract = c.router({
  forgottenPassword: {
    method: 'POST',
    path: '/api/auth/forgottenPassword',
    metadata: access.public(),
    summary: 'Email a single-use reset link (the answer never tells whether the email exists)',
    body: ForgottenPasswordBody,
    responses: { 200: Message, 400: ProblemOrText, 503: ProblemSchema },
  },
  resetPassword: {
    method: 'POST',
    path: '/api/auth/resetPassword',
    metadata: access.public(),
    summary: 'Set a new password with a reset link; signs the account out everywhere',
    body: ResetPasswordBody,
    responses: { 200: Message, 400: ProblemOrText, 503: ProblemSchema },
  },
});
