import { and, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { ListQuery, Paged } from '#contract/paging';
import { parseSort } from '#contract/paging';
import type { UserRow } from '#contract/users';
import type { Db } from '#server/db/client';
import { companies, memberships, roles, users } from '#server/db/schema';
import { containsPattern, offsetOf } from '#server/http/paging';
import type { CountCache } from './count-cache';
import { invitationStates } from './invitation';
import { orderOf, type PageRow, pageByRole, type SortKey } from './list-order';
import { fullName, iso } from './store';

function page(db: Db, companyId: number, query: ListQuery<SortKey>, match: SQL | undefined) {
  const { key, desc } = parseSort(query.sort, 'name');
  if (key === 'role' && !match) {
    return pageByRole(db, companyId, desc, query.pageSize, offsetOf(query));
  }
  const inCompany = eq(memberships.companyId, companyId);
  return db
    .select({
      userId: users.id,
      fullName,
      email: users.email,
      roleTitle: roles.name,
      isActive: memberships.isActive,
      isHostAdmin: memberships.isHostAdmin,
      lastLoginAt: memberships.lastLoginAt,
      created: memberships.createdAt,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .innerJoin(roles, eq(roles.id, memberships.roleId))
    .where(match ? and(inCompany, match) : inCompany)
    .orderBy(...orderOf(key, desc))
    .limit(query.pageSize)
    .offset(offsetOf(query)) as Promise<PageRow[]>;
}

/** How many rows the search finds in the company, counted once per users_version. */
async function total(
  db: Db,
  counts: CountCache,
  companyId: number,
  search: string,
  match: SQL | undefined,
) {
  const [company] = await db
    .select({ version: companies.usersVersion })
    .from(companies)
    .where(eq(companies.id, companyId));
  const version = company?.version ?? 0;
  const known = counts.get(companyId, version, search);
  if (known !== undefined) return known;
  const inCompany = eq(memberships.companyId, companyId);
  // Without a search the count needs no user rows: it is read from the memberships key alone.
  const [counted] = match
    ? await db
        .select({ n: count() })
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .where(and(inCompany, match))
    : await db.select({ n: count() }).from(memberships).where(inCompany);
  const n = counted?.n ?? 0;
  counts.set(companyId, version, search, n);
  return n;
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
  // On PostgreSQL the two go out on two pooled connections at once; PGlite takes them in turn.
  const [pageRows, n] = await Promise.all([
    page(db, companyId, query, match),
    total(db, counts, companyId, search, match),
  ]);
  const invitations = await invitationStates(
    db,
    pageRows.map((r) => r.userId),
  );
  return {
    items: pageRows.map(({ lastLoginAt, created, ...r }) => ({
      ...r,
      lastLogin: iso(lastLoginAt),
      created: iso(created) ?? '',
      invitation: invitations.get(r.userId) ?? 'none',
    })),
    total: n,
  };
}
