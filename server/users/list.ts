import { eq, type SQL, sql } from 'drizzle-orm';
import type { ListQuery, Paged } from '#contract/paging';
import type { InvitationState, USER_SORTS, UserRow } from '#contract/users';
import type { Db } from '#server/db/client';
import { companies, memberships, roles, users } from '#server/db/schema';
import type { CountCache } from '#server/http/count-cache';
import { definePagedList } from '#server/kit/index';
import { invitationOf } from './invitation';
import { walkByName, walkByRole } from './list-order';
import { fullName, iso } from './store';

type SortKey = (typeof USER_SORTS)[number];
type Late = { invitation: SQL<InvitationState> };

const columns = {
  userId: users.id,
  fullName,
  email: users.email,
  roleTitle: roles.name,
  isActive: memberships.isActive,
  isHostAdmin: memberships.isHostAdmin,
  lastLoginAt: memberships.lastLoginAt,
  created: memberships.createdAt,
  // For the invitation state only (see invitationOf); not part of the grid's row.
  passwordSet: sql<boolean>`${users.passwordHash} is not null`,
};

/**
 * The company's users grid: page, total and invitation states in one statement. Each sort is
 * spelt exactly as its index in server/db/schema.ts is (migrations 0007, 0008), so a page of a
 * 100,000-user company is read from an index instead of sorting every member; ties go by user
 * id in the same direction (an index read backwards gives that order for free). The total is
 * remembered per companies.users_version (bumped by triggers whenever a count could change).
 */
const usersList = (counts: CountCache) =>
  definePagedList<typeof columns, SortKey, ListQuery<SortKey>, number, Late>({
    table: memberships,
    joins: [
      // A search matches the user's name and email; browsing counts the memberships alone.
      { table: users, on: eq(users.id, memberships.userId), count: 'search' },
      { table: roles, on: eq(roles.id, memberships.roleId), count: 'never' },
    ],
    scope: (companyId) => eq(memberships.companyId, companyId),
    columns,
    search: [fullName, users.email],
    sorts: {
      name: sql`lower(${fullName})`,
      email: sql`lower(${users.email})`,
      role: sql`lower(${roles.name})`,
      active: memberships.isActive,
      // Never signed in sorts last either way (one index per direction).
      lastLogin: { by: memberships.lastLoginAt, nulls: 'last' },
      created: memberships.createdAt,
    },
    defaultSort: 'name',
    tieBreaker: memberships.userId,
    walks: { name: walkByName, role: walkByRole },
    late: (page) => ({ invitation: invitationOf(page.userId, page.passwordSet) }),
    count: {
      kind: 'cached',
      cache: counts,
      companyOf: (companyId) => companyId,
      version: (companyId) =>
        sql<number>`(select ${companies.usersVersion} from ${companies} where ${companies.id} = ${companyId})`.mapWith(
          Number,
        ),
    },
  });

/** The grid of each count cache (one per server). */
const lists = new WeakMap<CountCache, ReturnType<typeof usersList>>();

/** One page of the company's users grid, searched, sorted and counted by the database. */
export async function listUsers(
  db: Db,
  counts: CountCache,
  companyId: number,
  query: ListQuery<SortKey>,
): Promise<Paged<UserRow>> {
  let list = lists.get(counts);
  if (!list) {
    list = usersList(counts);
    lists.set(counts, list);
  }
  const page = await list(db, companyId, query);
  return {
    items: page.items.map(({ lastLoginAt, created, passwordSet: _, ...r }) => ({
      ...r,
      lastLogin: iso(lastLoginAt),
      created: iso(created) ?? '',
    })),
    total: page.total,
  };
}
