import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { TokenResponse } from '#contract/auth';
import type { Db } from '#server/db/client';
import { users } from '#server/db/schema';
import type { ServerConfig } from '#server/deps';
import { issueStepToken } from '#server/twofactor/step-tokens';
import { secondFactorOf } from '#server/twofactor/store';
import { startSession } from './live-session';
import { recordSignIn, type SignInAttempt, type SignInOutcome } from './sign-in-log';
import { issueRefreshToken, permissionNames, pickMembership } from './store';
import { signAccessToken } from './tokens';

export type { SignInAttempt, SignInMethod } from './sign-in-log';
export { recordSignIn, signInAttempt } from './sign-in-log';

/** For callers that have no request at hand; every HTTP route should pass signInAttempt(). */
const UNSPECIFIED: SignInAttempt = {
  method: 'unspecified',
  ip: null,
  userAgent: null,
  applicationId: null,
};

const NO_TOKENS = {
  accessToken: null,
  refreshToken: null,
  userPermissions: [],
  selectedCompanyId: null,
  selectedCompanyName: null,
  needsTwoFactorCode: false,
} satisfies TokenResponse;

/**
 * The one way every sign-in method ends once its first factor is proven. A user with
 * two-factor gets a code step (needsTwoFactorCode + twoFactorToken); a user whose company
 * requires two-factor and who has none gets the setup step (needsTwoFactorSetup + setupToken);
 * anyone else gets tokens. Undefined when the account has no active membership.
 */
export async function completeSignIn(
  db: Db,
  config: ServerConfig,
  user: { id: number; lastCompanyId: number | null },
  attempt: SignInAttempt = UNSPECIFIED,
): Promise<TokenResponse | undefined> {
  const membership = await pickMembership(db, user.id, user.lastCompanyId);
  if (!membership) {
    await recordSignIn(db, attempt, { success: false, userId: user.id });
    return undefined;
  }
  const factor = await secondFactorOf(db, user.id, membership.companyId);
  if (factor.enabled) {
    const twoFactorToken = await issueStepToken(db, user.id, 'two-factor', attempt);
    return { ...NO_TOKENS, needsTwoFactorCode: true, twoFactorToken };
  }
  if (factor.required) {
    const setupToken = await issueStepToken(db, user.id, 'two-factor-setup', attempt);
    return { ...NO_TOKENS, needsTwoFactorSetup: true, setupToken };
  }
  return issueSession(db, config, user.id, attempt);
}

/** Every factor is proven: pick the company, issue the tokens, record the sign-in. */
export async function issueSession(
  db: Db,
  config: ServerConfig,
  userId: number,
  attempt: SignInAttempt,
  secondFactor?: SignInOutcome['secondFactor'],
): Promise<TokenResponse | undefined> {
  const [user] = await db
    .select({ lastCompanyId: users.lastCompanyId, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  const membership = user && (await pickMembership(db, userId, user.lastCompanyId));
  if (!membership) {
    await recordSignIn(db, attempt, { success: false, userId, email: user?.email, secondFactor });
    return undefined;
  }
  const sessionId = randomUUID();
  await startSession(db, userId, sessionId);
  const principal = { userId, companyId: membership.companyId, sessionId };
  const tokens: TokenResponse = {
    accessToken: await signAccessToken(principal, config.jwtSecret, config.accessTokenTtlSeconds),
    refreshToken: await issueRefreshToken(db, principal, sessionId),
    userPermissions: await permissionNames(db, membership.roleId),
    selectedCompanyId: membership.companyId,
    selectedCompanyName: membership.companyName,
    needsTwoFactorCode: false,
  };
  await recordSignIn(db, attempt, {
    success: true,
    userId,
    email: user.email,
    companyId: membership.companyId,
    secondFactor,
  });
  return tokens;
}
