import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Role } from '#contract/roles';
import type { Db } from '#server/db/client';
import { memberships, permissions, rolePermissions, roles } from '#server/db/schema';
import type { Tx } from '#server/db/tx';
import { getInScope } from '#server/kit/index';
import { roleType } from './list';

/** A role of the company with its permission ids; NotFound when the company has no such role. */
export async function loadRole(db: Db | Tx, companyId: number, roleId: number): Promise<Role> {
  const row = await getInScope(
    db
      .select()
      .from(roles)
      .where(and(eq(roles.id, roleId), eq(roles.companyId, companyId))),
  );
  const granted = await db
    .select({ id: rolePermissions.permissionId })
    .from(rolePermissions)
    .where(eq(rolePermissions.roleId, roleId))
    .orderBy(asc(rolePermissions.permissionId));
  return {
    roleId: row.id,
    companyId: row.companyId,
    roleName: row.name,
    roleDescription: row.description ?? '',
    roleType: roleType(row.isSystem),
    selectedPermissionIds: granted.map((g) => g.id),
    version: row.version,
  };
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

export async function countUsers(db: Db | Tx, roleId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(memberships)
    .where(eq(memberships.roleId, roleId));
  return row?.n ?? 0;
}
