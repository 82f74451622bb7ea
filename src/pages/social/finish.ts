import type { TokenResponse } from '#contract/auth';
import type { FailedResponse } from '#machines/error-text';
import { loginActor } from '../../session/login-flow';

/** What a social sign-in call answered: the tokens, or a failure to show. */
export type SocialOutcome =
  | { ok: true; tokens: TokenResponse }
  | { ok: false; failure: FailedResponse };

/** Where a social sign-in left the visitor: signed in, at a two-factor step, or not. */
export type SocialResult = 'signedIn' | 'nextStep' | 'failed';

/**
 * Hands the answer to the login machine, as the password step does: a session opens (the
 * visitor guard then moves on to the `redirect` target or home), a two-factor account goes on
 * to its code or setup step, and a failure is notified by the machine.
 */
export function finishSocialSignIn(outcome: SocialOutcome): SocialResult {
  loginActor.send({ type: 'RESTART' });
  loginActor.send({
    type: 'TOKENS',
    output: outcome.ok ? { ok: true, value: outcome.tokens } : outcome,
  });
  const snapshot = loginActor.getSnapshot();
  if (snapshot.matches('success')) return 'signedIn';
  if (snapshot.matches('failure')) return 'failed';
  return 'nextStep';
}
