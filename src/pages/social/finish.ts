import type { TokenResponse } from '#contract/auth';
import { errorTexts, type FailedResponse } from '#machines/error-text';
import { sessionFromTokens } from '#machines/session-data';
import { notifyTexts } from '../../notify/store';
import { sessionActor } from '../../session/session';

/** What a social sign-in call answered: the tokens, or a failure to show. */
export type SocialOutcome =
  | { ok: true; tokens: TokenResponse }
  | { ok: false; failure: FailedResponse };

export const TWO_FACTOR_NEEDED =
  'This account uses two-factor authentication: sign in with your email and password to enter your code.';

/**
 * Opens the session like the password sign-in does; the visitor layout's guard then moves on
 * to the `redirect` target or home. Returns whether a session opened.
 */
export function finishSocialSignIn(outcome: SocialOutcome): boolean {
  if (!outcome.ok) {
    notifyTexts(errorTexts(outcome.failure));
    return false;
  }
  const session = sessionFromTokens(outcome.tokens);
  if (!session) {
    notifyTexts([TWO_FACTOR_NEEDED]);
    return false;
  }
  sessionActor.send({ type: 'LOGIN_SUCCEEDED', session });
  return true;
}
