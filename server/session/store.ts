import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import {
  hashRefreshToken,
  type Owner,
  REFRESH_TOKEN_TTL_MS,
  successorOf,
} from '#server/auth/tokens';
import type { Db } from '#server/db/client';
import { companies, memberships, refreshTokens, sessions, users } from '#server/db/schema';

/** A rotation's result: the successor token and whose it is. */
export type Rotated = {
  owner: Owner;
  familyId: string;
  refreshToken: string;
  /** When the successor was made: a repeated answer signs the same access token. */
  issuedAt: Date;
};

export type Consumed =
  | { kind: 'live'; rotated: Rotated }
  | { kind: 'reused'; familyId: string; userId: number }
  | { kind: 'unknown' };

export type RotateOptions = {
  /** The user the request proved with its access token; another user's token is unknown. */
  userId: number;
  /** The company of the successor; the token's own when not switching. */
  companyId?: number;
  graceMs: number;
  secret: string;
};

/**
 * Spends a refresh token and stores its successor in one transaction: the UPDATE both checks
 * that the token is alive and kills it, so of two requests racing with the same token one
 * rotates it. The other, if it comes within the grace, is a duplicate (two tabs, or a reload
 * mid-refresh) and gets the very same successor while the successor is unused.
 * Any other presentation of a dead token is reported as reused; an expired one as unknown.
 */
export async function consumeRefreshToken(
  db: Db,
  token: string,
  options: RotateOptions,
): Promise<Consumed> {
  const { userId, secret } = options;
  const tokenHash = hashRefreshToken(token);
  const refreshToken = successorOf(token, secret);
  const successorHash = hashRefreshToken(refreshToken);
  const now = new Date();
  const rotated = await db.transaction(async (tx) => {
    const [spent] = await tx
      .update(refreshTokens)
      .set({ revokedAt: now })
      .where(
        and(
          eq(refreshTokens.tokenHash, tokenHash),
          eq(refreshTokens.userId, userId),
          isNull(refreshTokens.revokedAt),
          gt(refreshTokens.expiresAt, now),
        ),
      )
      .returning({ familyId: refreshTokens.familyId, companyId: refreshTokens.companyId });
    if (!spent) return undefined;
    const owner = { userId, companyId: options.companyId ?? spent.companyId };
    await tx.insert(refreshTokens).values({
      tokenHash: successorHash,
      familyId: spent.familyId,
      ...owner,
      expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_MS),
      createdAt: now,
    });
    return { owner, familyId: spent.familyId, refreshToken, issuedAt: now };
  });
  if (rotated) return { kind: 'live', rotated };
  const repeated = await repeatWithinGrace(db, tokenHash, successorHash, options, now);
  if (repeated) return { kind: 'live', rotated: { ...repeated, refreshToken } };
  const [dead] = await db
    .select({
      familyId: refreshTokens.familyId,
      userId: refreshTokens.userId,
      revokedAt: refreshTokens.revokedAt,
    })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash));
  if (!dead || dead.userId !== userId || !dead.revokedAt) return { kind: 'unknown' };
  return { kind: 'reused', familyId: dead.familyId, userId: dead.userId };
}

/**
 * The grace is measured from the rotation, so it never extends, and lasts only while the
 * successor is unused: until then a repeat cannot be told from the client that rotated (a page
 * reloaded twice while its refreshes were under way presents the old token three times), and
 * once the successor is used the old token is a replay. Each repeat is stamped on the token.
 */
async function repeatWithinGrace(
  db: Db,
  tokenHash: string,
  successorHash: string,
  { userId, graceMs }: RotateOptions,
  now: Date,
) {
  if (graceMs <= 0) return undefined;
  const [claimed] = await db
    .update(refreshTokens)
    .set({ graceUsedAt: now })
    .where(
      and(
        eq(refreshTokens.tokenHash, tokenHash),
        eq(refreshTokens.userId, userId),
        gt(refreshTokens.revokedAt, new Date(now.getTime() - graceMs)),
      ),
    )
    .returning({ familyId: refreshTokens.familyId });
  if (!claimed) return undefined;
  const [next] = await db
    .select({ companyId: refreshTokens.companyId, createdAt: refreshTokens.createdAt })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.tokenHash, successorHash),
        eq(refreshTokens.familyId, claimed.familyId),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, now),
      ),
    );
  if (!next) return undefined;
  const owner = { userId, companyId: next.companyId };
  return { owner, familyId: claimed.familyId, issuedAt: next.createdAt };
}

/** Ends one device's session: every token of its family, and its access tokens at once. */
export async function revokeFamily(db: Db, familyId: string): Promise<number> {
  await db
    .update(sessions)
    .set({ endedAt: new Date() })
    .where(and(eq(sessions.id, familyId), isNull(sessions.endedAt)));
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
