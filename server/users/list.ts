import { and, count, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { ListQuery, Paged } from '#contract/paging';
import { parseSort } from '#contract/paging';
import type { UserRow } from '#contract/users';
import type { Db } from '#server/db/client';
import { named } from '#server/db/prepared';
import { companies, memberships, roles, users } from '#server/db/schema';
import { containsPattern, offsetOf } from '#server/http/paging';
import type { CountCache } from './count-cache';
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

/**
 * How many rows the search finds in the company: remembered per users_version, so a page whose
 * statement already read the version needs no second statement. Counted otherwise, with the
 * version read in the same statement (and snapshot) as the count it belongs to.
 */
async function total(
  db: Db,
  counts: CountCache,
  companyId: number,
  search: string,
  match: SQL | undefined,
  version: number | undefined,
) {
  const known = version === undefined ? undefined : counts.get(companyId, version, search);
  if (known !== undefined) return known;
  const inCompany = eq(memberships.companyId, companyId);
  // Without a search the count needs no user rows: it is read from the memberships key alone.
  const [counted] = await named(
    match
      ? db
          .select({ n: count(), version: versionOf(companyId) })
          .from(memberships)
          .innerJoin(users, eq(users.id, memberships.userId))
          .where(and(inCompany, match))
      : db
          .select({ n: count(), version: versionOf(companyId) })
          .from(memberships)
          .where(inCompany),
  );
  const n = counted?.n ?? 0;
  counts.set(companyId, counted?.version ?? 0, search, n);
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
  // One statement answers the page and the version its total is remembered under; a page past
  // the end reads no version, and the total is counted afresh.
  const pageRows = await page(db, companyId, query, match);
  const n = await total(db, counts, companyId, search, match, pageRows[0]?.version);
  return {
    items: pageRows.map(({ lastLoginAt, created, version: _version, ...r }) => ({
      ...r,
      lastLogin: iso(lastLoginAt),
      created: iso(created) ?? '',
    })),
    total: n,
  };
}
