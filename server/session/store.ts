import { and, asc, eq, isNull } from 'drizzle-orm';
import { hashRefreshToken } from '#server/auth/tokens';
import type { Db } from '#server/db/client';
import { companies, memberships, refreshTokens, users } from '#server/db/schema';

export type LiveRefreshToken = { familyId: string; userId: number; companyId: number };

export type Consumed =
  | { kind: 'live'; token: LiveRefreshToken }
  | { kind: 'reused'; familyId: string; userId: number }
  | { kind: 'unknown' };

/**
 * Spends a refresh token: the one UPDATE both checks that it is alive and kills it, so two
 * requests racing with the same token cannot both win. A token that was already dead is
 * reported as reused; an expired one as unknown.
 */
export async function consumeRefreshToken(db: Db, token: string): Promise<Consumed> {
  const tokenHash = hashRefreshToken(token);
  const [spent] = await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.revokedAt)))
    .returning({
      familyId: refreshTokens.familyId,
      userId: refreshTokens.userId,
      companyId: refreshTokens.companyId,
      expiresAt: refreshTokens.expiresAt,
    });
  if (spent) {
    if (spent.expiresAt.getTime() <= Date.now()) return { kind: 'unknown' };
    return { kind: 'live', token: spent };
  }
  const [dead] = await db
    .select({ familyId: refreshTokens.familyId, userId: refreshTokens.userId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash));
  return dead ? { kind: 'reused', ...dead } : { kind: 'unknown' };
}

/** Ends every token of one device's session (the family a sign-in started). */
export async function revokeFamily(db: Db, familyId: string): Promise<number> {
  const rows = await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length;
}

/** The active memberships of an account, with the company names, for the selector. */
export function accountCompanies(db: Db, userId: number) {
  return db
    .select({
      id: companies.id,
      name: companies.name,
      logoUrl: companies.logoUrl,
      roleId: memberships.roleId,
    })
    .from(memberships)
    .innerJoin(companies, eq(companies.id, memberships.companyId))
    .where(and(eq(memberships.userId, userId), eq(memberships.isActive, true)))
    .orderBy(asc(companies.name), asc(companies.id));
}

/** The next sign-in lands in the company the user last switched to. */
export async function rememberCompany(db: Db, userId: number, companyId: number): Promise<void> {
  await db.update(users).set({ lastCompanyId: companyId }).where(eq(users.id, userId));
}
