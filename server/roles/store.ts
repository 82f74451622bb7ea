import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { ListQuery, Paged } from '#contract/paging';
import { parseSort } from '#contract/paging';
import type { ROLE_SORTS, Role, RoleBody, RoleRow } from '#contract/roles';
import { type Actor, auditCreated } from '#server/audit/audited';
import { AUDIT } from '#server/audit/subjects';
import type { Db } from '#server/db/client';
import { memberships, permissions, rolePermissions, roles } from '#server/db/schema';
import type { Tx } from '#server/db/seed-demo';
import { containsPattern, offsetOf } from '#server/http/paging';

type SortKey = (typeof ROLE_SORTS)[number];

const roleType = (isSystem: boolean) => (isSystem ? 'System' : 'Custom');

/** How many members hold each of these roles. */
async function userCounts(db: Db, roleIds: number[]) {
  if (roleIds.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ roleId: memberships.roleId, n: count() })
    .from(memberships)
    .where(inArray(memberships.roleId, roleIds))
    .groupBy(memberships.roleId);
  return new Map(rows.map((r) => [r.roleId, r.n]));
}

export async function listRoles(
  db: Db,
  companyId: number,
  query: ListQuery<SortKey>,
): Promise<Paged<RoleRow>> {
  const conditions: SQL[] = [eq(roles.companyId, companyId)];
  if (query.search) {
    const pattern = containsPattern(query.search);
    const match = or(ilike(roles.name, pattern), ilike(roles.description, pattern));
    if (match) conditions.push(match);
  }
  const where = and(...conditions);
  const { key, desc: descending } = parseSort(query.sort, 'name');
  const column = key === 'type' ? roles.isSystem : sql`lower(${roles.name})`;
  const rows = await db
    .select({
      roleId: roles.id,
      name: roles.name,
      description: roles.description,
      isSystem: roles.isSystem,
    })
    .from(roles)
    .where(where)
    .orderBy(descending ? desc(column) : asc(column), asc(roles.id))
    .limit(query.pageSize)
    .offset(offsetOf(query));
  const [total] = await db.select({ n: count() }).from(roles).where(where);
  const users = await userCounts(
    db,
    rows.map((r) => r.roleId),
  );
  return {
    items: rows.map((r) => ({
      roleId: r.roleId,
      roleName: r.name,
      roleDescription: r.description ?? '',
      roleType: roleType(r.isSystem),
      userCount: users.get(r.roleId) ?? 0,
    })),
    total: total?.n ?? 0,
  };
}

/** A role of the company with its permission ids; undefined when it is not there. */
export async function loadRole(db: Db | Tx, companyId: number, roleId: number) {
  const [row] = await db
    .select()
    .from(roles)
    .where(and(eq(roles.id, roleId), eq(roles.companyId, companyId)));
  if (!row) return undefined;
  const granted = await db
    .select({ id: rolePermissions.permissionId })
    .from(rolePermissions)
    .where(eq(rolePermissions.roleId, roleId))
    .orderBy(asc(rolePermissions.permissionId));
  const role: Role = {
    roleId: row.id,
    companyId: row.companyId,
    roleName: row.name,
    roleDescription: row.description ?? '',
    roleType: roleType(row.isSystem),
    selectedPermissionIds: granted.map((g) => g.id),
    version: row.version,
  };
  return role;
}

/** True when every id names a permission of the catalogue. */
export async function knownPermissions(db: Db, ids: readonly number[]) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return true;
  const [row] = await db
    .select({ n: count() })
    .from(permissions)
    .where(inArray(permissions.id, unique));
  return (row?.n ?? 0) === unique.length;
}

export async function grant(tx: Tx, roleId: number, ids: readonly number[]) {
  await tx.delete(rolePermissions).where(eq(rolePermissions.roleId, roleId));
  const unique = [...new Set(ids)];
  if (unique.length > 0) {
    await tx
      .insert(rolePermissions)
      .values(unique.map((permissionId) => ({ roleId, permissionId })));
  }
}

export async function insertRole(db: Db, companyId: number, body: RoleBody, actor: Actor) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(roles)
      .values({ companyId, name: body.roleName, description: body.roleDescription })
      .returning({ id: roles.id });
    if (!row) throw new Error('The role was not inserted');
    await grant(tx, row.id, body.selectedPermissionIds);
    await auditCreated(tx, actor, AUDIT.roles, row.id);
    return row.id;
  });
}

export async function countUsers(db: Db | Tx, roleId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(memberships)
    .where(eq(memberships.roleId, roleId));
  return row?.n ?? 0;
}
