import { and, asc, eq, sql } from 'drizzle-orm';
import type { RoleOption } from '#contract/users';
import type { Db } from '#server/db/client';
import { roles, users } from '#server/db/schema';
import type { Tx } from '#server/db/tx';

export const fullName = sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`;

export const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

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
