import { and, eq, inArray, sql } from 'drizzle-orm';
import { refreshTokens, sessions } from '#server/db/schema';
import type { Tx } from '#server/db/tx';

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
