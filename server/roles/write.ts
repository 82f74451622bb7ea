import { and, eq } from 'drizzle-orm';
import { MSG } from '#contract/messages';
import { ROLE_TEXT, type RoleBody } from '#contract/roles';
import { type Actor, audited } from '#server/audit/audited';
import { auditRoleMoves } from '#server/audit/moves';
import { AUDIT } from '#server/audit/subjects';
import type { Db } from '#server/db/client';
import { memberships, roles } from '#server/db/schema';
import type { Tx } from '#server/db/seed-demo';
import { HttpProblem } from '#server/http/problem';
import { type Caller, mayChangeHost } from '#server/users/host-admin';
import { keepingRoleEditor } from './role-editors';
import { countUsers, grant, loadRole } from './store';

const refuse = (title: string) => new HttpProblem(400, { title });

/** The role row, locked until the transaction ends so no one assigns or edits it meanwhile. */
async function lockRole(tx: Tx, companyId: number, roleId: number) {
  const [row] = await tx
    .select({ id: roles.id, isSystem: roles.isSystem })
    .from(roles)
    .where(and(eq(roles.id, roleId), eq(roles.companyId, companyId)))
    .for('update');
  if (!row) throw new HttpProblem(404, { title: MSG.notFound });
  return row;
}

/** Refused when the role held the last active role editors and loses company_roles_edit. */
export function updateRole(
  db: Db,
  companyId: number,
  roleId: number,
  body: RoleBody,
  actor: Actor,
) {
  return db.transaction((tx) =>
    keepingRoleEditor(tx, companyId, () =>
      audited(tx, actor, AUDIT.roles, roleId, () => changeRole(tx, companyId, roleId, body)),
    ),
  );
}

async function changeRole(tx: Tx, companyId: number, roleId: number, body: RoleBody) {
  const role = await lockRole(tx, companyId, roleId);
  if (role.isSystem) throw refuse(MSG.systemRoleUpdate);
  await tx
    .update(roles)
    .set({ name: body.roleName, description: body.roleDescription })
    .where(eq(roles.id, roleId));
  await grant(tx, roleId, body.selectedPermissionIds);
  const updated = await loadRole(tx, companyId, roleId);
  if (!updated) throw new Error('The updated role vanished');
  return updated;
}

/**
 * Deletes a custom role. Its users move to the replacement role first, in the same
 * transaction: either both happen or neither. The replacement must be another role of the
 * same company; users holding the role make a replacement mandatory. Refused when it would
 * move the host admin (unless they or a platform admin ask) or leave no active role editor.
 */
export function deleteRole(
  db: Db,
  companyId: number,
  roleId: number,
  replacementRoleId: number | undefined,
  caller: Caller,
) {
  return db.transaction((tx) =>
    keepingRoleEditor(tx, companyId, () =>
      audited(tx, caller, AUDIT.roles, roleId, () =>
        dropRole(tx, companyId, roleId, replacementRoleId, caller),
      ),
    ),
  );
}

async function dropRole(
  tx: Tx,
  companyId: number,
  roleId: number,
  replacementRoleId: number | undefined,
  caller: Caller,
) {
  const role = await lockRole(tx, companyId, roleId);
  if (role.isSystem) throw refuse(MSG.systemRoleDelete);
  if (replacementRoleId !== undefined) {
    const [replacement] =
      replacementRoleId === roleId
        ? []
        : await tx
            .select({ id: roles.id })
            .from(roles)
            .where(and(eq(roles.id, replacementRoleId), eq(roles.companyId, companyId)))
            .for('share');
    if (!replacement) throw refuse(ROLE_TEXT.badReplacement);
  }
  const users = await countUsers(tx, roleId);
  if (users > 0 && replacementRoleId === undefined) throw refuse(MSG.replacementRoleRequired);
  if (users > 0 && replacementRoleId !== undefined) {
    // Moving the host admin to the replacement changes their role: theirs to do.
    const [host] = await tx
      .select({ userId: memberships.userId })
      .from(memberships)
      .where(and(eq(memberships.roleId, roleId), eq(memberships.isHostAdmin, true)));
    if (host && !(await mayChangeHost(tx, host.userId, caller))) {
      throw refuse(MSG.hostAdminChange);
    }
    await auditRoleMoves(tx, caller, companyId, roleId, replacementRoleId);
    await tx
      .update(memberships)
      .set({ roleId: replacementRoleId })
      .where(eq(memberships.roleId, roleId));
  }
  await tx.delete(roles).where(eq(roles.id, roleId));
  return users;
}
