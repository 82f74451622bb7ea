import { type SQL, sql } from 'drizzle-orm';
import type { USER_SORTS } from '#contract/users';
import type { Db } from '#server/db/client';
import { rows } from '#server/db/rows';
import { memberships, roles, users } from '#server/db/schema';
import { fullName } from './store';

export type SortKey = (typeof USER_SORTS)[number];

/**
 * The order of each sort key, spelt exactly as the indexes in server/db/schema.ts are, so a page
 * of a 100,000-user company is read from an index instead of sorting every member. Ties go by
 * user id in the same direction (an index scan read backwards gives that order for free).
 */
export function orderOf(key: SortKey, desc: boolean): SQL[] {
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
      // Never signed in sorts last either way (one index per direction).
      return [sql`${memberships.lastLoginAt} ${dir} nulls last`, tie];
    case 'created':
      return [sql`${memberships.createdAt} ${dir}`, tie];
    default:
      return [sql`lower(${fullName}) ${dir}`, tie];
  }
}

export type PageRow = {
  userId: number;
  fullName: string;
  email: string;
  roleTitle: string;
  isActive: boolean;
  isHostAdmin: boolean;
  lastLoginAt: Date | string | null;
  created: Date | string;
  /** The company's users_version when the page was read (counts are remembered per version). */
  version: number;
};

/**
 * A page of the grid sorted by Role Title, without a search. The title lives in another table, so
 * no index orders members by it; instead the company's few roles are taken in title order and
 * each role's members walked in user order (memberships_role_user_idx) until the page is full.
 * PostgreSQL's nested loop keeps that order; an outer ORDER BY would sort every member again.
 */
export async function pageByRole(
  db: Db,
  companyId: number,
  desc: boolean,
  limit: number,
  offset: number,
): Promise<PageRow[]> {
  const dir = sql.raw(desc ? 'desc' : 'asc');
  return rows<PageRow>(
    db,
    sql`
    select p.user_id as "userId", ${fullName} as "fullName",
           ${users.email}, p.role_title as "roleTitle", p.is_active as "isActive",
           p.is_host_admin as "isHostAdmin", p.last_login_at as "lastLoginAt",
           p.created_at as created,
           (select users_version from companies where id = ${companyId})::int8::float8 as version
      from (select q.*, row_number() over () as n from (
              select r.name as role_title, m.user_id, m.is_active, m.is_host_admin,
                     m.last_login_at, m.created_at
                from (select id, name from roles where company_id = ${companyId}
                       order by lower(name) ${dir}, id ${dir}) r
               cross join lateral (
                     select * from memberships m
                      where m.role_id = r.id and m.company_id = ${companyId}
                      order by m.user_id ${dir}) m
               limit ${limit} offset ${offset}) q) p
      join ${users} on ${users.id} = p.user_id
     order by p.n`,
  );
}
