import { initServer } from '@ts-rest/fastify';
import { ROLE_TEXT, rolesContract } from '#contract/roles';
import { accessOf } from '#server/access/index';
import type { AppDeps } from '#server/deps';
import { fieldError } from '#server/kit/form-error';
import { listRoles } from './list';
import { countUsers, knownPermissions, loadRole } from './store';
import { deleteRole, insertRole, updateRole } from './write';

const s = initServer();

export function rolesRouter(deps: AppDeps) {
  const { db } = deps.db;
  const checkPermissions = async (ids: readonly number[]) => {
    if (!(await knownPermissions(db, ids))) {
      throw fieldError('selectedPermissionIds', ROLE_TEXT.unknownPermission);
    }
  };

  return s.router(rolesContract, {
    list: async ({ params, query }) => {
      return { status: 200, body: await listRoles(db, params.companyId, query) };
    },

    create: async ({ request, params, body }) => {
      await checkPermissions(body.selectedPermissionIds);
      const actor = accessOf(request);
      const roleId = await insertRole(db, params.companyId, body, actor);
      return { status: 201, body: { roleId } };
    },

    get: async ({ params }) => {
      return { status: 200, body: await loadRole(db, params.companyId, params.roleId) };
    },

    update: async ({ request, params, body }) => {
      await checkPermissions(body.selectedPermissionIds);
      const { companyId, roleId } = params;
      const actor = accessOf(request);
      const role = await updateRole(db, companyId, roleId, body, actor);
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
