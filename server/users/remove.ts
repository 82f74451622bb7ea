import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { memberships, refreshTokens, users } from '#server/db/schema';
import type { Tx } from '#server/db/seed-demo';
import { keepingRoleEditor } from '#server/roles/role-editors';

/** Every refresh token of the user in this company dies now; access tokens fail the membership check. */
export async function endSessions(tx: Tx, companyId: number, userId: number) {
  await tx
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        eq(refreshTokens.companyId, companyId),
        sql`${refreshTokens.revokedAt} is null`,
      ),
    );
}

/**
 * Removes the member from the company and ends their sessions there; an account left in no
 * company is deleted with everything it owns. Refused when it would leave the company without
 * an active role editor.
 */
export async function removeUser(db: Db, companyId: number, userId: number) {
  await db.transaction((tx) =>
    keepingRoleEditor(tx, companyId, () => removeMember(tx, companyId, userId)),
  );
}

async function removeMember(tx: Tx, companyId: number, userId: number) {
  await endSessions(tx, companyId, userId);
  await tx
    .delete(memberships)
    .where(and(eq(memberships.companyId, companyId), eq(memberships.userId, userId)));
  const [left] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(memberships)
    .where(eq(memberships.userId, userId));
  const [user] = await tx
    .select({ platformAdmin: users.isPlatformAdmin })
    .from(users)
    .where(eq(users.id, userId));
  if ((left?.n ?? 0) === 0 && user && !user.platformAdmin) {
    await tx.delete(users).where(eq(users.id, userId));
  }
}
