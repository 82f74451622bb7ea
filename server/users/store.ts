import { and, asc, count, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { ListQuery, Paged } from '#contract/paging';
import { parseSort } from '#contract/paging';
import type { RoleOption, USER_SORTS, UserRow } from '#contract/users';
import type { Db } from '#server/db/client';
import { memberships, roles, signIns, users } from '#server/db/schema';
import type { Tx } from '#server/db/seed-demo';
import { containsPattern, offsetOf } from '#server/http/paging';

type SortKey = (typeof USER_SORTS)[number];

export const fullName = sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`;
/** The latest successful sign-in to this company, per row of the outer query. */
export const lastLogin = sql<Date | null>`(select max(${signIns.createdAt}) from ${signIns}
  where ${signIns.userId} = ${users.id} and ${signIns.companyId} = ${memberships.companyId}
  and ${signIns.success})`;

export const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

function sortColumn(key: SortKey) {
  switch (key) {
    case 'email':
      return sql`lower(${users.email})`;
    case 'role':
      return sql`lower(${roles.name})`;
    case 'active':
      return memberships.isActive;
    case 'lastLogin':
      return lastLogin;
    case 'created':
      return memberships.createdAt;
    default:
      return sql`lower(${fullName})`;
  }
}

export async function listUsers(
  db: Db,
  companyId: number,
  query: ListQuery<SortKey>,
): Promise<Paged<UserRow>> {
  const conditions: SQL[] = [eq(memberships.companyId, companyId)];
  if (query.search) {
    const pattern = containsPattern(query.search);
    const match = or(ilike(fullName, pattern), ilike(users.email, pattern));
    if (match) conditions.push(match);
  }
  const where = and(...conditions);
  const { key, desc: descending } = parseSort(query.sort, 'name');
  const column = sortColumn(key);
  const rows = await db
    .select({
      userId: users.id,
      fullName,
      email: users.email,
      roleTitle: roles.name,
      isActive: memberships.isActive,
      isHostAdmin: memberships.isHostAdmin,
      lastLogin,
      created: memberships.createdAt,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .innerJoin(roles, eq(roles.id, memberships.roleId))
    .where(where)
    .orderBy(
      descending ? sql`${column} desc nulls last` : sql`${column} asc nulls last`,
      asc(users.id),
    )
    .limit(query.pageSize)
    .offset(offsetOf(query));
  const [total] = await db
    .select({ n: count() })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(where);
  return {
    items: rows.map((r) => ({ ...r, lastLogin: iso(r.lastLogin), created: iso(r.created) ?? '' })),
    total: total?.n ?? 0,
  };
}

export async function roleOptions(db: Db, companyId: number): Promise<RoleOption[]> {
  return db
    .select({ roleId: roles.id, roleName: roles.name })
    .from(roles)
    .where(eq(roles.companyId, companyId))
    .orderBy(asc(sql`lower(${roles.name})`), asc(roles.id));
}

/** True when the role belongs to the company. */
export async function roleInCompany(db: Db | Tx, companyId: number, roleId: number) {
  const [row] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.id, roleId), eq(roles.companyId, companyId)));
  return row !== undefined;
}
