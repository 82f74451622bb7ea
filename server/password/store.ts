import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { refreshTokens, users } from '#server/db/schema';

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
 * Ends the account's sessions: every live refresh token dies, except the one of the device
 * making the change when its hash is given.
 */
export async function revokeSessions(db: Db, userId: number, keepTokenHash?: string) {
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
