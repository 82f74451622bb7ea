import { and, eq, sql } from 'drizzle-orm';
import { MSG } from '#contract/messages';
import { ROLE_TEXT, type Role, type RoleBody, type RoleUpdate } from '#contract/roles';
import type { Actor } from '#server/audit/audited';
import { auditRoleMoves } from '#server/audit/moves';
import { AUDIT } from '#server/audit/subjects';
import type { Db } from '#server/db/client';
import { memberships, roles } from '#server/db/schema';
import type { Tx } from '#server/db/tx';
import { defineRecord, Invalid, NotFound } from '#server/kit/index';
import { type Caller, mayChangeHost } from '#server/users/host-admin';
import { keepingRoleEditor } from './role-editors';
import { countUsers, grant, loadRole } from './store';

const inCompany = (companyId: number, roleId: number) =>
  and(eq(roles.id, roleId), eq(roles.companyId, companyId));

/** The role row, locked until the transaction ends so no one assigns or edits it meanwhile. */
async function lockRole(tx: Tx, companyId: number, roleId: number) {
  const [row] = await tx
    .select({ id: roles.id, isSystem: roles.isSystem })
    .from(roles)
    .where(inCompany(companyId, roleId))
    .for('update');
  if (!row) throw new NotFound();
  return row;
}

/** A taken name (any case, in the company) is a form error on roleName, not a failure. */
const record = defineRecord({
  table: roles,
  unique: { roles_company_name_ci_idx: { field: 'roleName', message: ROLE_TEXT.nameTaken } },
  audit: AUDIT.roles,
});

/** Inserts a custom role with its permissions, which its audit row lists. */
export function insertRole(db: Db, companyId: number, body: RoleBody, actor: Actor) {
  return record.create(
    db,
    actor,
    () => ({ companyId, name: body.roleName, description: body.roleDescription }),
    { after: (tx, id) => grant(tx, id, body.selectedPermissionIds) },
  );
}

/**
 * Saves the role form over the version the editor loaded (a newer one is Stale). Refused when
 * the role held the last active role editors and loses company_roles_edit.
 */
export async function updateRole(
  db: Db,
  companyId: number,
  roleId: number,
  body: RoleUpdate,
  actor: Actor,
): Promise<Role> {
  await record.update(
    db,
    actor,
    { id: roleId, scope: eq(roles.companyId, companyId) },
    body.version,
    async (tx) => {
      const role = await lockRole(tx, companyId, roleId);
      if (role.isSystem) throw new Invalid(MSG.systemRoleUpdate);
      return { name: body.roleName, description: body.roleDescription };
    },
    {
      // keepingRoleEditor locks the company before the claim locks the role, as every writer does.
      within: (tx, change) => keepingRoleEditor(tx, companyId, change),
      after: (tx) => grant(tx, roleId, body.selectedPermissionIds),
    },
  );
  return loadRole(db, companyId, roleId);
}

/**
 * Deletes a custom role. Its users move to the replacement role first, in the same
 * transaction: either both happen or neither. The replacement must be another role of the
 * same company; users holding the role make a replacement mandatory. Refused when it would
 * move the host admin (unless they or a platform admin ask) or leave no active role editor.
 */
export async function deleteRole(
  db: Db,
  companyId: number,
  roleId: number,
  replacementRoleId: number | undefined,
  caller: Caller,
): Promise<number> {
  let moved = 0;
  await record.remove(
    db,
    caller,
    { id: roleId, scope: eq(roles.companyId, companyId) },
    {
      // Its members move first (they still point at it), after the company's lock.
      within: (tx, change) =>
        keepingRoleEditor(tx, companyId, async () => {
          moved = await moveMembers(tx, companyId, roleId, replacementRoleId, caller);
          return change();
        }),
    },
  );
  return moved;
}

/** Moves the role's members to the replacement; answers how many moved. */
async function moveMembers(
  tx: Tx,
  companyId: number,
  roleId: number,
  replacementRoleId: number | undefined,
  caller: Caller,
) {
  const role = await lockRole(tx, companyId, roleId);
  if (role.isSystem) throw new Invalid(MSG.systemRoleDelete);
  if (replacementRoleId !== undefined) {
    const [replacement] =
      replacementRoleId === roleId
        ? []
        : await tx
            .select({ id: roles.id })
            .from(roles)
            .where(inCompany(companyId, replacementRoleId))
            .for('share');
    if (!replacement) throw new Invalid(ROLE_TEXT.badReplacement);
  }
  const users = await countUsers(tx, roleId);
  if (users > 0 && replacementRoleId === undefined) {
    throw new Invalid(MSG.replacementRoleRequired);
  }
  if (users > 0 && replacementRoleId !== undefined) {
    // Moving the host admin to the replacement changes their role: theirs to do.
    const [host] = await tx
      .select({ userId: memberships.userId })
      .from(memberships)
      .where(and(eq(memberships.roleId, roleId), eq(memberships.isHostAdmin, true)));
    if (host && !(await mayChangeHost(tx, host.userId, caller))) {
      throw new Invalid(MSG.hostAdminChange);
    }
    await auditRoleMoves(tx, caller, companyId, roleId, replacementRoleId);
    // Their user records change role, so an edit made on an older read of one is refused.
    await tx
      .update(memberships)
      .set({ roleId: replacementRoleId, version: sql`${memberships.version} + 1` })
      .where(eq(memberships.roleId, roleId));
  }
  return users;
}
