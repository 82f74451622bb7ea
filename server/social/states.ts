import { and, eq, gt, lt } from 'drizzle-orm';
import type { TwitterPurpose } from '#contract/social';
import type { Db } from '#server/db/client';
import { oauthStates } from '#server/db/schema';

/** Time a user has on the provider's consent page. */
export const STATE_TTL_MS = 10 * 60 * 1000;

export async function saveState(
  db: Db,
  row: { state: string; codeVerifier: string; purpose: TwitterPurpose; userId: number | null },
) {
  // Abandoned flows would otherwise pile up; each new one sweeps the expired.
  await db.delete(oauthStates).where(lt(oauthStates.expiresAt, new Date()));
  await db.insert(oauthStates).values({
    ...row,
    provider: 'twitter',
    expiresAt: new Date(Date.now() + STATE_TTL_MS),
  });
}

/** Takes a state once: the delete is atomic, so a replayed callback finds nothing. */
export async function consumeState(db: Db, state: string) {
  const [row] = await db
    .delete(oauthStates)
    .where(
      and(
        eq(oauthStates.state, state),
        eq(oauthStates.provider, 'twitter'),
        gt(oauthStates.expiresAt, new Date()),
      ),
    )
    .returning();
  if (!row) return undefined;
  const purpose: TwitterPurpose = row.purpose === 'link' ? 'link' : 'login';
  return { codeVerifier: row.codeVerifier, purpose, userId: row.userId };
}
