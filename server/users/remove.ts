import { and, eq, inArray, sql } from 'drizzle-orm';
import { type Actor, audited } from '#server/audit/audited';
import { AUDIT } from '#server/audit/subjects';
import type { Db } from '#server/db/client';
import { memberships, refreshTokens, sessions, users } from '#server/db/schema';
import type { Tx } from '#server/db/tx';
import { keepingRoleEditor } from '#server/roles/role-editors';

/** Every session of the user in this company ends now, its access tokens with it. */
export async function endSessions(tx: Tx, companyId: number, userId: number) {
  const live = and(
    eq(refreshTokens.userId, userId),
    eq(refreshTokens.companyId, companyId),
    sql`${refreshTokens.revokedAt} is null`,
  );
  const inCompany = tx.select({ id: refreshTokens.familyId }).from(refreshTokens).where(live);
  await tx
    .update(sessions)
    .set({ endedAt: new Date() })
    .where(and(inArray(sessions.id, inCompany), sql`${sessions.endedAt} is null`));
  await tx.update(refreshTokens).set({ revokedAt: new Date() }).where(live);
}

/**
 * Removes the member from the company and ends their sessions there; an account left in no
 * company is deleted with everything it owns. Refused when it would leave the company without
 * an active role editor.
 */
export async function removeUser(db: Db, companyId: number, userId: number, actor: Actor) {
  const subject = AUDIT.users(companyId);
  await db.transaction((tx) =>
    keepingRoleEditor(tx, companyId, () =>
      audited(tx, actor, subject, userId, () => removeMember(tx, companyId, userId)),
    ),
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
