import { and, count, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { ListQuery, Paged } from '#contract/paging';
import { parseSort } from '#contract/paging';
import type { UserRow } from '#contract/users';
import type { Db } from '#server/db/client';
import { named } from '#server/db/prepared';
import { companies, memberships, roles, users } from '#server/db/schema';
import type { CountCache } from '#server/http/count-cache';
import { containsPattern, offsetOf, pageWithTotal } from '#server/http/paging';
import { invitationStates } from './invitation';
import { orderOf, type PageRow, pageByRole, type SortKey } from './list-order';
import { fullName, iso } from './store';

/** The company's users_version, read in the page's own statement (no extra round trip). */
const versionOf = (companyId: number) =>
  sql<number>`(select ${companies.usersVersion} from ${companies} where ${companies.id} = ${companyId})`.mapWith(
    Number,
  );

function page(db: Db, companyId: number, query: ListQuery<SortKey>, match: SQL | undefined) {
  const { key, desc } = parseSort(query.sort, 'name');
  if (key === 'role' && !match) {
    return pageByRole(db, companyId, desc, query.pageSize, offsetOf(query));
  }
  const inCompany = eq(memberships.companyId, companyId);
  return named(
    db
      .select({
        userId: users.id,
        fullName,
        email: users.email,
        roleTitle: roles.name,
        isActive: memberships.isActive,
        isHostAdmin: memberships.isHostAdmin,
        lastLoginAt: memberships.lastLoginAt,
        created: memberships.createdAt,
        version: versionOf(companyId),
      })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .innerJoin(roles, eq(roles.id, memberships.roleId))
      .where(match ? and(inCompany, match) : inCompany)
      .orderBy(...orderOf(key, desc))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
  ) as Promise<PageRow[]>;
}

/** How many members the search finds, with the version the count belongs to. */
async function countMembers(db: Db, companyId: number, match: SQL | undefined) {
  const inCompany = eq(memberships.companyId, companyId);
  const counted = { n: count(), version: versionOf(companyId) };
  // Without a search the count needs no user rows: it is read from the memberships key alone.
  const [row] = await named(
    match
      ? db
          .select(counted)
          .from(memberships)
          .innerJoin(users, eq(users.id, memberships.userId))
          .where(and(inCompany, match))
      : db.select(counted).from(memberships).where(inCompany),
  );
  return row;
}

/** One page of the company's users grid, searched, sorted and counted by the database. */
export async function listUsers(
  db: Db,
  counts: CountCache,
  companyId: number,
  query: ListQuery<SortKey>,
): Promise<Paged<UserRow>> {
  const search = query.search ?? '';
  const pattern = containsPattern(search);
  const match = search ? or(ilike(fullName, pattern), ilike(users.email, pattern)) : undefined;
  const { rows, total } = await pageWithTotal(
    counts,
    { companyId, search },
    () => page(db, companyId, query, match),
    () => countMembers(db, companyId, match),
  );
  const invitations = await invitationStates(
    db,
    rows.map((r) => r.userId),
  );
  return {
    items: rows.map(({ lastLoginAt, created, version: _version, ...r }) => ({
      ...r,
      lastLogin: iso(lastLoginAt),
      created: iso(created) ?? '',
      invitation: invitations.get(r.userId) ?? 'none',
    })),
    total,
  };
}
