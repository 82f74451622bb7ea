import { eq, type SQL, sql } from 'drizzle-orm';
import type { ListQuery, Paged } from '#contract/paging';
import type { ROLE_SORTS, RoleRow } from '#contract/roles';
import type { Db } from '#server/db/client';
import { roles } from '#server/db/schema';
import { definePagedList } from '#server/kit/index';

type SortKey = (typeof ROLE_SORTS)[number];

export const roleType = (isSystem: boolean) => (isSystem ? 'System' : 'Custom');

const columns = {
  roleId: roles.id,
  roleName: roles.name,
  description: roles.description,
  isSystem: roles.isSystem,
};

/** The company's roles, searched by name and description, with how many members hold each. */
const rolesList = definePagedList<
  typeof columns,
  SortKey,
  ListQuery<SortKey>,
  number,
  { userCount: SQL<number> }
>({
  table: roles,
  scope: (companyId) => eq(roles.companyId, companyId),
  columns,
  search: [roles.name, roles.description],
  sorts: { name: sql`lower(${roles.name})`, type: roles.isSystem },
  defaultSort: 'name',
  tieBreaker: roles.id,
  // Counted for the page's roles only, from memberships_role_user_idx.
  late: (page) => ({
    userCount:
      sql<number>`(select count(*) from memberships m where m.role_id = ${page.roleId})`.mapWith(
        Number,
      ),
  }),
});

export async function listRoles(
  db: Db,
  companyId: number,
  query: ListQuery<SortKey>,
): Promise<Paged<RoleRow>> {
  const page = await rolesList(db, companyId, query);
  return {
    items: page.items.map(({ description, isSystem, ...r }) => ({
      ...r,
      roleDescription: description ?? '',
      roleType: roleType(isSystem),
    })),
    total: page.total,
  };
}
