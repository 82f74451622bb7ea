import type { TokenResponse } from '#contract/auth';
import { SOCIAL_MSG } from '#contract/social';
import { completeSignIn, recordSignIn, type SignInAttempt } from '#server/auth/sign-in';
import { findUserByEmail } from '#server/auth/store';
import type { Db } from '#server/db/client';
import type { ServerConfig } from '#server/deps';
import { HttpProblem } from '#server/http/problem';
import type { VerifiedIdentity } from './identity';
import { findLinkedUser, linkIdentity } from './store';

/**
 * A verified identity signs in only to the account it is linked to, or to the account whose
 * email matches an address the provider has verified (and is then linked to it). Anything
 * else is refused with a message saying how to link it.
 */
export async function signInWithIdentity(
  db: Db,
  config: ServerConfig,
  identity: VerifiedIdentity,
  attempt: SignInAttempt,
): Promise<TokenResponse> {
  let user = await findLinkedUser(db, identity);
  if (!user && identity.emailVerified && identity.email) {
    const byEmail = await findUserByEmail(db, identity.email);
    if (byEmail) {
      await linkIdentity(db, byEmail.id, identity);
      user = byEmail;
    }
  }
  if (!user) {
    await recordSignIn(db, attempt, { success: false, email: identity.email });
    throw new HttpProblem(400, { title: SOCIAL_MSG.notLinked(identity.provider) });
  }
  // Two-factor applies here as for passwords: completeSignIn may answer with a code step.
  const tokens = await completeSignIn(db, config, user, attempt);
  if (!tokens) throw new HttpProblem(400, { title: SOCIAL_MSG.noActiveCompany });
  return tokens;
}
