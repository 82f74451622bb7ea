import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { PermissionName } from '#contract/companies';
import { MSG } from '#contract/messages';
import { type Access, bearer, decide } from '#server/access/access';
import { liveSession } from '#server/auth/live-session';
import { applications, memberships, sessions } from '#server/db/schema';
import type { AppDeps } from '#server/deps';
import { HttpProblem } from '#server/http/problem';

/**
 * Access to one application: it must belong to the caller's active company (else 404, so other
 * companies' ids do not exist for the caller) and the role must hold the permission (else 403).
 */
export function applicationAccess({ db: { db }, config }: Pick<AppDeps, 'db' | 'config'>) {
  const who = bearer(config.jwtSecret);
  const resource = (applicationId: number) => ({
    table: applications,
    id: applications.id,
    on:
      and(eq(applications.id, applicationId), eq(applications.companyId, memberships.companyId)) ??
      sql`false`,
  });
  const check = async (
    request: FastifyRequest,
    companyId: number | undefined,
    applicationId: number,
    permission: PermissionName,
  ): Promise<Access> => {
    const principal = await who(request);
    const company = companyId ?? principal.companyId;
    return decide(db, principal, company, permission, resource(applicationId));
  };
  return {
    inCompany: check,
    /** Any of the permissions will do (a creator may upload the logo of the site just added). */
    async anyOf(
      request: FastifyRequest,
      companyId: number,
      applicationId: number,
      allowed: readonly [PermissionName, ...PermissionName[]],
    ): Promise<Access> {
      let refusal: unknown;
      for (const permission of allowed) {
        try {
          return await check(request, companyId, applicationId, permission);
        } catch (err) {
          if (!(err instanceof HttpProblem) || err.status !== 403) throw err;
          refusal = err;
        }
      }
      throw refusal ?? new HttpProblem(403, { title: MSG.notAllowed });
    },
    /** Any active member of the active company may open its applications. */
    async member(request: FastifyRequest, applicationId: number) {
      const principal = await who(request);
      const [row] = await db
        .select({ id: applications.id })
        .from(memberships)
        .innerJoin(applications, resource(applicationId).on)
        .innerJoin(sessions, liveSession(principal))
        .where(
          and(
            eq(memberships.userId, principal.userId),
            eq(memberships.companyId, principal.companyId),
            eq(memberships.isActive, true),
          ),
        );
      if (!row) throw new HttpProblem(404, { title: MSG.notFound });
      return principal;
    },
  };
}
