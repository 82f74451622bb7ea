import { and, count, eq, ilike, inArray, max, or, type SQL, sql } from 'drizzle-orm';
import type { ListQuery, Paged } from '#contract/paging';
import { parseSort } from '#contract/paging';
import type { USER_SORTS, UserRow } from '#contract/users';
import type { Db } from '#server/db/client';
import { memberships, roles, signIns, users } from '#server/db/schema';
import { containsPattern, offsetOf } from '#server/http/paging';
import { fullName, iso, lastLogin } from './store';

type SortKey = (typeof USER_SORTS)[number];

/**
 * The order of each sort key, spelt exactly as the indexes in server/db/schema.ts are, so a page
 * of a 100,000-user company is read from an index instead of sorting every member. Ties go by
 * user id in the same direction (an index scan read backwards gives that order for free).
 */
function orderOf(key: SortKey, desc: boolean): SQL[] {
  const dir = sql.raw(desc ? 'desc' : 'asc');
  const tie = sql`${memberships.userId} ${dir}`;
  switch (key) {
    case 'email':
      return [sql`lower(${users.email}) ${dir}`, tie];
    case 'role':
      return [sql`lower(${roles.name}) ${dir}`, tie];
    case 'active':
      return [sql`${memberships.isActive} ${dir}`, tie];
    case 'lastLogin':
      // Never signed in sorts last either way; this one has no index (a subquery per member).
      return [sql`${lastLogin} ${dir} nulls last`, tie];
    case 'created':
      return [sql`${memberships.createdAt} ${dir}`, tie];
    default:
      return [sql`lower(${fullName}) ${dir}`, tie];
  }
}

/**
 * The last sign-in of each user on the page, asked for those ten users only: as a column of the
 * page query PostgreSQL would work it out for every member before sorting.
 */
async function lastLogins(db: Db, companyId: number, userIds: number[]) {
  if (userIds.length === 0) return new Map<number, Date | null>();
  const rows = await db
    .select({ userId: signIns.userId, at: max(signIns.createdAt) })
    .from(signIns)
    .where(
      and(
        inArray(signIns.userId, userIds),
        eq(signIns.companyId, companyId),
        eq(signIns.success, true),
      ),
    )
    .groupBy(signIns.userId);
  return new Map(rows.map((r) => [r.userId ?? 0, r.at as Date | null]));
}

/** One page of the company's users grid, searched, sorted and counted by the database. */
export async function listUsers(
  db: Db,
  companyId: number,
  query: ListQuery<SortKey>,
): Promise<Paged<UserRow>> {
  const inCompany = eq(memberships.companyId, companyId);
  let match: SQL | undefined;
  if (query.search) {
    const pattern = containsPattern(query.search);
    match = or(ilike(fullName, pattern), ilike(users.email, pattern));
  }
  const where = match ? and(inCompany, match) : inCompany;
  const { key, desc } = parseSort(query.sort, 'name');
  const page = db
    .select({
      userId: users.id,
      fullName,
      email: users.email,
      roleTitle: roles.name,
      isActive: memberships.isActive,
      isHostAdmin: memberships.isHostAdmin,
      created: memberships.createdAt,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .innerJoin(roles, eq(roles.id, memberships.roleId))
    .where(where)
    .orderBy(...orderOf(key, desc))
    .limit(query.pageSize)
    .offset(offsetOf(query));
  // Without a search the count needs no user rows: it is read from the memberships key alone.
  const total = match
    ? db
        .select({ n: count() })
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .where(where)
    : db.select({ n: count() }).from(memberships).where(inCompany);
  // On PostgreSQL the two go out on two pooled connections at once; PGlite takes them in turn.
  const [rows, [counted]] = await Promise.all([page, total]);
  const logins = await lastLogins(
    db,
    companyId,
    rows.map((r) => r.userId),
  );
  return {
    items: rows.map((r) => ({
      ...r,
      lastLogin: iso(logins.get(r.userId) ?? null),
      created: iso(r.created) ?? '',
    })),
    total: counted?.n ?? 0,
  };
}
