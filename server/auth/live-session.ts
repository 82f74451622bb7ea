import { and, eq, isNull, type Placeholder } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { sessions } from '#server/db/schema';
import type { Principal } from './tokens';

/**
 * The condition that the token's session is still going: joined into the query a request runs
 * anyway (decide), so an ended session stops its access tokens at once, at no extra cost.
 */
export const liveSession = (sessionId: string | Placeholder, userId: number | Placeholder) =>
  and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.endedAt));

export async function sessionAlive(db: Db, principal: Principal): Promise<boolean> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(liveSession(principal.sessionId, principal.userId));
  return row !== undefined;
}

/** A new signed-in device; its id is also its refresh token family. */
export async function startSession(db: Db, userId: number, id: string): Promise<void> {
  await db.insert(sessions).values({ id, userId });
}
