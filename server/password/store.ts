import { and, eq, isNull, ne, notInArray, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { refreshTokens, sessions, users } from '#server/db/schema';

export async function findUserIdByEmail(db: Db, email: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()));
  return row;
}

export async function setPasswordHash(db: Db, userId: number, passwordHash: string) {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

/**
 * Ends the account's sessions, their access tokens at once: every live refresh token dies,
 * except the device making the change when its refresh token's hash is given.
 */
export async function revokeSessions(db: Db, userId: number, keepTokenHash?: string) {
  const kept = keepTokenHash
    ? db
        .select({ id: refreshTokens.familyId })
        .from(refreshTokens)
        .where(and(eq(refreshTokens.tokenHash, keepTokenHash), eq(refreshTokens.userId, userId)))
    : undefined;
  await db
    .update(sessions)
    .set({ endedAt: new Date() })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.endedAt),
        kept ? notInArray(sessions.id, kept) : undefined,
      ),
    );
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        keepTokenHash ? ne(refreshTokens.tokenHash, keepTokenHash) : undefined,
      ),
    );
}
