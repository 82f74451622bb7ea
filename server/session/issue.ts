import type { TokenResponse } from '#contract/auth';
import { issueRefreshToken, permissionNames, pickMembership } from '#server/auth/store';
import { signAccessToken } from '#server/auth/tokens';
import type { Db } from '#server/db/client';
import type { ServerConfig } from '#server/deps';

/**
 * Tokens that continue a session (refresh or company switch) in the same family, so that a
 * later reuse of any of its dead tokens ends exactly this device's session. Permissions are
 * read now, never carried over. Undefined when the user is no longer a member of the company.
 */
export async function continueSession(
  db: Db,
  config: ServerConfig,
  owner: { userId: number; companyId: number },
  familyId: string,
): Promise<TokenResponse | undefined> {
  const membership = await pickMembership(db, owner.userId, owner.companyId);
  if (membership?.companyId !== owner.companyId) return undefined;
  const principal = { userId: owner.userId, companyId: owner.companyId };
  return {
    accessToken: await signAccessToken(principal, config.jwtSecret, config.accessTokenTtlSeconds),
    refreshToken: await issueRefreshToken(db, principal, familyId),
    userPermissions: await permissionNames(db, membership.roleId),
    selectedCompanyId: owner.companyId,
    selectedCompanyName: membership.companyName,
    needsTwoFactorCode: false,
  };
}
