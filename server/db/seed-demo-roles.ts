import { and, eq, inArray, sql } from 'drizzle-orm';
import { DEMO_COMPANY, DEMO_CUSTOM_ROLES } from './demo-data';
import { permissions, rolePermissions, roles } from './schema';
import type { Tx } from './tx';

/**
 * The id of a demo company role found by name, creating a demo custom role when it is missing.
 * Looked up by name rather than a fixed id: a role an admin already made may hold any id.
 */
export async function demoRoleId(tx: Tx, name: string): Promise<number | undefined> {
  const [found] = await tx
    .select({ id: roles.id })
    .from(roles)
    .where(
      and(eq(roles.companyId, DEMO_COMPANY.id), eq(sql`lower(${roles.name})`, name.toLowerCase())),
    );
  if (found) return found.id;
  const custom = DEMO_CUSTOM_ROLES.find((r) => r.name === name);
  if (!custom) return undefined;
  const [role] = await tx
    .insert(roles)
    .values({ companyId: DEMO_COMPANY.id, name: custom.name, description: custom.description })
    .returning({ id: roles.id });
  if (!role) return undefined;
  const granted = await tx
    .select({ id: permissions.id })
    .from(permissions)
    .where(inArray(permissions.name, [...custom.permissions]));
  if (granted.length > 0)
    await tx
      .insert(rolePermissions)
      .values(granted.map((p) => ({ roleId: role.id, permissionId: p.id })))
      .onConflictDoNothing();
  return role.id;
}
