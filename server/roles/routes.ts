import { initServer } from '@ts-rest/fastify';
import { ROLE_TEXT, rolesContract } from '#contract/roles';
import { accessOf } from '#server/access/index';
import type { AppDeps } from '#server/deps';
import { invalidField, uniqueField } from '#server/kit/form-errors';
import { listRoles } from './list';
import { countUsers, insertRole, knownPermissions, loadRole } from './store';
import { deleteRole, updateRole } from './write';

const s = initServer();

/** A taken name is a form error on roleName, not a server failure. */
const namedUniquely = <T>(write: () => Promise<T>) =>
  uniqueField('roleName', ROLE_TEXT.nameTaken, write);

export function rolesRouter(deps: AppDeps) {
  const { db } = deps.db;
  const checkPermissions = async (ids: readonly number[]) => {
    if (!(await knownPermissions(db, ids))) {
      throw invalidField('selectedPermissionIds', ROLE_TEXT.unknownPermission);
    }
  };

  return s.router(rolesContract, {
    list: async ({ params, query }) => {
      return { status: 200, body: await listRoles(db, params.companyId, query) };
    },

    create: async ({ request, params, body }) => {
      await checkPermissions(body.selectedPermissionIds);
      const actor = accessOf(request);
      const roleId = await namedUniquely(() => insertRole(db, params.companyId, body, actor));
      return { status: 201, body: { roleId } };
    },

    get: async ({ params }) => {
      return { status: 200, body: await loadRole(db, params.companyId, params.roleId) };
    },

    update: async ({ request, params, body }) => {
      await checkPermissions(body.selectedPermissionIds);
      const { companyId, roleId } = params;
      const actor = accessOf(request);
      const role = await namedUniquely(() => updateRole(db, companyId, roleId, body, actor));
      return { status: 200, body: role };
    },

    remove: async ({ request, params, query }) => {
      const movedUsers = await deleteRole(
        db,
        params.companyId,
        params.roleId,
        query.replacementRoleId,
        accessOf(request),
      );
      return { status: 200, body: { movedUsers } };
    },

    userCount: async ({ params }) => {
      return { status: 200, body: { userCount: await countUsers(db, params.roleId) } };
    },
  });
}
