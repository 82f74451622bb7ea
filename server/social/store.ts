import { and, asc, count, eq } from 'drizzle-orm';
import { type LinkedIdentity, SOCIAL_MSG, type SocialProvider } from '#contract/social';
import type { Db } from '#server/db/client';
import { socialIdentities, users } from '#server/db/schema';
import { HttpProblem } from '#server/http/problem';
import type { VerifiedIdentity } from './identity';

type IdentityRow = typeof socialIdentities.$inferSelect;

const asLinked = (row: IdentityRow): LinkedIdentity => ({
  id: row.id,
  provider: row.provider as SocialProvider,
  email: row.email,
  createdAt: row.createdAt.toISOString(),
});

export async function findLinkedUser(db: Db, identity: VerifiedIdentity) {
  const [row] = await db
    .select({ id: users.id, lastCompanyId: users.lastCompanyId })
    .from(socialIdentities)
    .innerJoin(users, eq(users.id, socialIdentities.userId))
    .where(
      and(
        eq(socialIdentities.provider, identity.provider),
        eq(socialIdentities.subject, identity.subject),
      ),
    );
  return row;
}

/**
 * Links an identity to an account; linking again to the same account changes nothing. The
 * unique (provider, subject) index makes two racing links settle on one owner.
 */
export async function linkIdentity(
  db: Db,
  userId: number,
  identity: VerifiedIdentity,
): Promise<LinkedIdentity> {
  await db
    .insert(socialIdentities)
    .values({
      userId,
      provider: identity.provider,
      subject: identity.subject,
      email: identity.email,
    })
    .onConflictDoNothing();
  const [row] = await db
    .select()
    .from(socialIdentities)
    .where(
      and(
        eq(socialIdentities.provider, identity.provider),
        eq(socialIdentities.subject, identity.subject),
      ),
    );
  if (!row) throw new Error('The linked identity vanished');
  if (row.userId !== userId) {
    throw new HttpProblem(409, { title: SOCIAL_MSG.linkedElsewhere(identity.provider) });
  }
  return asLinked(row);
}

export async function listIdentities(db: Db, userId: number): Promise<LinkedIdentity[]> {
  const rows = await db
    .select()
    .from(socialIdentities)
    .where(eq(socialIdentities.userId, userId))
    .orderBy(asc(socialIdentities.createdAt), asc(socialIdentities.id));
  return rows.map(asLinked);
}

/** Refuses to remove the last way in of an account that has no password. */
export async function unlinkIdentity(db: Db, userId: number, id: number): Promise<boolean> {
  const [user] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  const [linked] = await db
    .select({ n: count() })
    .from(socialIdentities)
    .where(eq(socialIdentities.userId, userId));
  const mine = and(eq(socialIdentities.id, id), eq(socialIdentities.userId, userId));
  const [target] = await db.select({ id: socialIdentities.id }).from(socialIdentities).where(mine);
  if (!target) return false;
  if (!user?.passwordHash && (linked?.n ?? 0) <= 1) {
    throw new HttpProblem(400, { title: SOCIAL_MSG.lastSignInMethod });
  }
  await db.delete(socialIdentities).where(mine);
  return true;
}
