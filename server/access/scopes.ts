import { and, eq, sql } from 'drizzle-orm';
import type { PermissionName } from '#contract/companies';
import type { Principal } from '#server/auth/tokens';
import type { Db } from '#server/db/client';
import { applications, memberships } from '#server/db/schema';
import { type Access, decide } from './access';

/** Where dashboards live: a company, or one application of it. */
export type Scope = { companyId: number; applicationId: number | null };
export type ScopeParams = { companyId: number } | { applicationId: number };

/**
 * `/companies/{companyId}/…` acts in that company (the token's, else 404);
 * `/applications/{applicationId}/…` needs the application to belong to the token's company,
 * else 404, exactly like every other application call.
 */
export async function decideScope(
  db: Db,
  principal: Principal,
  params: ScopeParams,
  permission: PermissionName,
): Promise<{ access: Access; scope: Scope }> {
  if ('companyId' in params) {
    const access = await decide(db, principal, params.companyId, permission);
    return { access, scope: { companyId: params.companyId, applicationId: null } };
  }
  const { applicationId } = params;
  const on = and(
    eq(applications.id, applicationId),
    eq(applications.companyId, memberships.companyId),
  );
  const access = await decide(db, principal, principal.companyId, permission, {
    table: applications,
    id: applications.id,
    on: on ?? sql`false`,
  });
  return { access, scope: { companyId: principal.companyId, applicationId } };
}
