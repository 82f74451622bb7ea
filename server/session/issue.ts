import type { TokenResponse } from '#contract/auth';
import { permissionNames, pickMembership } from '#server/auth/store';
import { accessIdOf, signAccessToken } from '#server/auth/tokens';
import type { Db } from '#server/db/client';
import type { ServerConfig } from '#server/deps';
import type { Rotated } from './store';

/**
 * The answer to a refresh or company switch: the rotated refresh token with an access token of
 * the same session. The access token is fixed by the rotation (issued at the successor's
 * creation, its id derived from it), so a duplicate answered within the grace gets the same
 * pair. Permissions are read now, never carried over. Undefined when the user is no longer a
 * member of the company.
 */
export async function continueSession(
  db: Db,
  config: ServerConfig,
  rotated: Rotated,
): Promise<TokenResponse | undefined> {
  const { owner, familyId, refreshToken, issuedAt } = rotated;
  const membership = await pickMembership(db, owner.userId, owner.companyId);
  if (membership?.companyId !== owner.companyId) return undefined;
  const principal = { ...owner, sessionId: familyId };
  const issue = { issuedAt, jti: accessIdOf(refreshToken) };
  const ttl = config.accessTokenTtlSeconds;
  return {
    accessToken: await signAccessToken(principal, config.jwtSecret, ttl, issue),
    refreshToken,
    userPermissions: await permissionNames(db, membership.roleId),
    selectedCompanyId: owner.companyId,
    selectedCompanyName: membership.companyName,
    needsTwoFactorCode: false,
  };
}
