import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { memberships, roles, users } from '#server/db/schema';

/** The company's roles, by lower-cased name, for resolving the Role Title column. */
export async function rolesByName(db: Db, companyId: number): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: roles.id, name: roles.name })
    .from(roles)
    .where(eq(roles.companyId, companyId));
  return new Map(rows.map((r) => [r.name.toLowerCase(), r.id]));
}

export async function roleNames(db: Db, companyId: number): Promise<string[]> {
  const rows = await db
    .select({ name: roles.name })
    .from(roles)
    .where(eq(roles.companyId, companyId))
    .orderBy(roles.name);
  return rows.map((r) => r.name);
}

/** Lower-cased emails of the company's users. */
export async function memberEmails(db: Db, companyId: number): Promise<Set<string>> {
  const rows = await db
    .select({ email: sql<string>`lower(${users.email})` })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.companyId, companyId));
  return new Set(rows.map((r) => r.email));
}

export type NewMember = {
  email: string;
  firstName: string;
  lastName: string;
  title: number;
  roleId: number;
};

/** Rows per statement, well under PostgreSQL's 65,535 bind parameters. */
const CHUNK = 2000;

/**
 * Adds the users to the company in one transaction. A person who already has an account
 * (from another company) joins with it; someone already in the company is left as is, so
 * the same file twice adds nobody twice. Answers the ids of users who still need to set a
 * password (to be invited) and how many joined.
 */
export async function addMembers(db: Db, companyId: number, people: readonly NewMember[]) {
  return db.transaction(async (tx) => {
    let joined = 0;
    const invite: number[] = [];
    for (let i = 0; i < people.length; i += CHUNK) {
      const chunk = people.slice(i, i + CHUNK);
      await tx
        .insert(users)
        .values(chunk.map(({ roleId: _r, ...u }) => u))
        .onConflictDoNothing();
      const lower = chunk.map((p) => p.email.toLowerCase());
      const found = await tx
        .select({
          id: users.id,
          email: sql<string>`lower(${users.email})`,
          hash: users.passwordHash,
        })
        .from(users)
        .where(inArray(sql`lower(${users.email})`, lower));
      const idOf = new Map(found.map((u) => [u.email, u.id]));
      const values = chunk.flatMap((p) => {
        const userId = idOf.get(p.email.toLowerCase());
        return userId === undefined ? [] : [{ companyId, userId, roleId: p.roleId }];
      });
      if (values.length === 0) continue;
      const added = await tx
        .insert(memberships)
        .values(values)
        .onConflictDoNothing()
        .returning({ userId: memberships.userId });
      joined += added.length;
      const addedIds = new Set(added.map((a) => a.userId));
      for (const u of found) if (u.hash === null && addedIds.has(u.id)) invite.push(u.id);
    }
    return { joined, invite };
  });
}

/** Emails of the given users who have not set a password yet. */
export async function invitees(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(users)
    .where(and(inArray(users.id, [...ids]), isNull(users.passwordHash)));
}
