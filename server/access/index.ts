import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { PermissionName } from '#contract/companies';
import { memberships, roles } from '#server/db/schema';
import type { AppDeps } from '#server/deps';
import { type Access, bearer, decide } from './access';

export type { Access } from './access';

/**
 * requireAccess: one function per resource kind, each answering 401 / 404 / 403 the same way
 * (see decide). Every route of a company-scoped area starts with one of these.
 */
export function requireAccess({ db: { db }, config }: Pick<AppDeps, 'db' | 'config'>) {
  const who = bearer(config.jwtSecret);
  return {
    /** Calls without a company in the path act in the token's active company. */
    async activeCompany(request: FastifyRequest, permission: PermissionName): Promise<Access> {
      const principal = await who(request);
      return decide(db, principal, principal.companyId, permission);
    },

    /** `/companies/{companyId}/…` */
    async company(
      request: FastifyRequest,
      companyId: number,
      permission: PermissionName,
    ): Promise<Access> {
      return decide(db, await who(request), companyId, permission);
    },

    /** `/companies/{companyId}/roles/{roleId}…`: the role must belong to that company. */
    async role(
      request: FastifyRequest,
      companyId: number,
      roleId: number,
      permission: PermissionName,
    ): Promise<Access> {
      const on = and(eq(roles.id, roleId), eq(roles.companyId, memberships.companyId));
      return decide(db, await who(request), companyId, permission, {
        table: roles,
        id: roles.id,
        on: on ?? sql`false`,
      });
    },
  };
}

export type RequireAccess = ReturnType<typeof requireAccess>;
