import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { PermissionName } from '#contract/companies';
import { memberships, roles } from '#server/db/schema';
import type { AppDeps } from '#server/deps';
import { type Access, bearer, decide } from './access';
import { decideScope, type ScopeParams } from './scopes';

export type { Access } from './access';
export type { Scope, ScopeParams } from './scopes';

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

    /**
     * Dashboards and widget instances: a company scope or an application of the token's
     * company (see decideScope). The dashboard or instance itself is then looked up inside the
     * answered scope, so one of another scope is a 404.
     */
    async dashboardScope(request: FastifyRequest, params: ScopeParams, permission: PermissionName) {
      return decideScope(db, await who(request), params, permission);
    },
  };
}

export type RequireAccess = ReturnType<typeof requireAccess>;
