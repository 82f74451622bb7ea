import { randomUUID } from 'node:crypto';
import type { TokenResponse } from '#contract/auth';
import type { Db } from '#server/db/client';
import type { ServerConfig } from '#server/deps';
import { issueRefreshToken, permissionNames, pickMembership } from './store';
import { signAccessToken } from './tokens';

/** How the user proved who they are; recorded with every sign-in. */
export type SignInMethod = 'password' | 'google' | 'facebook' | 'twitter' | 'totp' | 'backup';

/**
 * The one way every sign-in method ends: pick the company, then issue the tokens. Returns
 * undefined when the account has no active membership (it cannot sign in anywhere).
 */
export async function completeSignIn(
  db: Db,
  config: ServerConfig,
  user: { id: number; lastCompanyId: number | null },
): Promise<TokenResponse | undefined> {
  const membership = await pickMembership(db, user.id, user.lastCompanyId);
  if (!membership) return undefined;
  const principal = { userId: user.id, companyId: membership.companyId };
  return {
    accessToken: await signAccessToken(principal, config.jwtSecret, config.accessTokenTtlSeconds),
    refreshToken: await issueRefreshToken(db, principal, randomUUID()),
    userPermissions: await permissionNames(db, membership.roleId),
    selectedCompanyId: membership.companyId,
    selectedCompanyName: membership.companyName,
    needsTwoFactorCode: false,
  };
}
