import { and, asc, eq, gt, isNull } from 'drizzle-orm';
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
 * reported as reused (unless it was just rotated, see unusedSuccessor); an expired one as unknown.
 */
export async function consumeRefreshToken(db: Db, token: string, graceMs = 0): Promise<Consumed> {
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
    .select({
      id: refreshTokens.id,
      familyId: refreshTokens.familyId,
      userId: refreshTokens.userId,
      revokedAt: refreshTokens.revokedAt,
    })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash));
  if (!dead) return { kind: 'unknown' };
  const successor = await unusedSuccessor(db, dead, graceMs);
  if (successor) return { kind: 'live', token: successor };
  return { kind: 'reused', familyId: dead.familyId, userId: dead.userId };
}

/**
 * A token rotated moments ago whose successor was never used is a client that lost the answer
 * (a reload mid-refresh), not a thief: the successor is spent in its place, so the chain still
 * has one live token. Once the successor was used, or the family ended, a replay stays a replay.
 */
async function unusedSuccessor(
  db: Db,
  dead: { id: number; familyId: string; revokedAt: Date | null },
  graceMs: number,
): Promise<LiveRefreshToken | undefined> {
  if (!dead.revokedAt || Date.now() - dead.revokedAt.getTime() >= graceMs) return undefined;
  const later = await db
    .select({ id: refreshTokens.id, revokedAt: refreshTokens.revokedAt })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.familyId, dead.familyId), gt(refreshTokens.id, dead.id)));
  const [next] = later;
  if (later.length !== 1 || !next || next.revokedAt) return undefined;
  const [taken] = await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(refreshTokens.id, next.id),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, new Date()),
      ),
    )
    .returning({
      familyId: refreshTokens.familyId,
      userId: refreshTokens.userId,
      companyId: refreshTokens.companyId,
    });
  return taken;
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
