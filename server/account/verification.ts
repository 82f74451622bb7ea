import { ACCOUNT_TEXT } from '#contract/account';
import type { AppDeps } from '#server/deps';
import { HttpProblem } from '#server/http/problem';
import { mailerFor } from '#server/mail/index';
import { mailTemplates } from '#server/mail/templates';
import { issueOneTimeToken } from '#server/password/one-time-tokens';

export const VERIFY_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * Mails a link to /emailverification/{token}. The token remembers the address, so a link
 * sent before an email change cannot confirm the new one. The user asked for this mail and
 * is waiting for it, so a sending failure is reported to them.
 */
export async function sendVerification(deps: AppDeps, userId: number, email: string) {
  const token = await issueOneTimeToken(
    deps.db.db,
    userId,
    'email-verify',
    VERIFY_TOKEN_TTL_MS,
    email,
  );
  const encoded = encodeURIComponent(token);
  // The visitor layout sends a signed-in user to its `redirect` query: the account page then
  // confirms the same token, so the link works whether or not this browser is signed in.
  const signedIn = encodeURIComponent(`/account?emailToken=${encoded}`);
  const link = `${deps.config.publicUrl}/emailverification/${encoded}?redirect=${signedIn}`;
  try {
    await mailerFor(deps).send(mailTemplates.verifyEmail(email, link));
  } catch (err) {
    deps.logger.error({ err, userId }, 'verification mail not sent');
    throw new HttpProblem(502, { title: ACCOUNT_TEXT.mailFailed });
  }
}
