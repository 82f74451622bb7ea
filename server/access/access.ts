import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { type Permission, permissionNames } from '#contract/access';
import { MSG } from '#contract/messages';
import { liveSession } from '#server/auth/live-session';
import type { Principal } from '#server/auth/tokens';
import type { Db } from '#server/db/client';
import { statementName } from '#server/db/prepared';
import {
  companies,
  memberships,
  permissions,
  rolePermissions,
  sessions,
  users,
} from '#server/db/schema';
import { HttpProblem } from '#server/http/problem';

/**
 * Who may go on, in which company, with which role — and in which application, for an
 * application-scoped route: handlers act in the one the decision checked, never in a path id.
 */
export type Access = Principal & { roleId: number; applicationId: number | null };

/** Where a resource's id goes in its `on` condition: bound per request, so the statement is not rebuilt. */
export const RESOURCE_ID = sql.placeholder('resource');

/**
 * A thing inside the company: joined on `on` (which must tie it to the company and find the
 * thing whose id is RESOURCE_ID), found by `id`. Its id comes from the path parameter `param`.
 * `fits`, when given, is what the found thing must also satisfy (an application's feature);
 * `isApplication` says the thing is the route's application.
 */
export type Resource = {
  table: PgTable;
  id: PgColumn;
  on: SQL;
  param: string;
  fits?: SQL<boolean>;
  isApplication?: boolean;
};

/** What a route needs: a member of a company (its permission, its resource), or a platform admin. */
export type Need =
  | { scope: 'company'; permission: Permission | null; resource?: Resource }
  | { scope: 'platformAdmin' };

/** The values of one request's decision: the company it acts in and the resource's id. */
export type Asked = { companyId: number; resourceId?: number };

const notFound = () => new HttpProblem(404, { title: MSG.notFound });
const forbidden = () => new HttpProblem(403, { title: MSG.notAllowed });
const notSignedIn = () => new HttpProblem(401, { title: MSG.notSignedIn });

/**
 * The one decision every gated call goes through, in a single query so the answer always
 * reflects the database right now (a role edited a second ago counts):
 * - the token's session must still be going, else 401 (signed out, revoked, password changed);
 * - platform-admin routes: the account must be a platform admin, else 404 — to anyone else
 *   the admin area does not exist (issue 17: a company admin gets 404 for every admin call);
 * - company routes: the company must be the token's active company, open (not suspended or
 *   closed by a platform admin), and the caller an active member of it, otherwise 404 — another
 *   company's ids do not exist for this caller (their own company closing ends their session);
 * - the resource (when given, a condition on the company) must exist in that company and fit
 *   (an application must have the route's feature), else 404: an application without the
 *   feature has no such area, as another company's application has none;
 * - the caller's role must hold the permission (any one of a list), else 403; with none
 *   required (null), any active member goes on.
 */
export function decider(
  db: Db,
  need: Extract<Need, { scope: 'company' }>,
): (principal: Principal, asked: Asked) => Promise<Access>;
export function decider(
  db: Db,
  need: Extract<Need, { scope: 'platformAdmin' }>,
): (principal: Principal) => Promise<Principal>;
export function decider(db: Db, need: Need) {
  const statement = decisionStatement(db, need);
  const values = (principal: Principal, asked?: Asked) => ({
    session: principal.sessionId,
    user: principal.userId,
    tokenCompany: principal.companyId,
    company: asked?.companyId ?? principal.companyId,
    resource: asked?.resourceId ?? 0,
  });
  if (need.scope === 'platformAdmin') {
    return async (principal: Principal) => {
      const rows = await statement.execute(values(principal));
      if (rows.length === 0) throw notSignedIn();
      if (!rows[0]?.admin) throw notFound();
      return principal;
    };
  }
  const required = permissionNames(need.permission).length > 0;
  return async (principal: Principal, asked: Asked): Promise<Access> => {
    const rows = await statement.execute(values(principal, asked));
    if (rows.length === 0) throw notSignedIn();
    // One row per named permission: any granted one lets the caller in.
    const row = rows.find((r) => r.granted !== null) ?? rows[0];
    if (!row || row.roleId === null) {
      // Removed from the own company since the token was issued: the session is over.
      throw asked.companyId === principal.companyId ? notSignedIn() : notFound();
    }
    if (row.found === null || row.fits !== true) throw notFound();
    if (required && row.granted === null) throw forbidden();
    return {
      ...principal,
      roleId: row.roleId,
      applicationId: need.resource?.isApplication ? (asked.resourceId ?? null) : null,
    };
  };
}

const P = {
  session: sql.placeholder('session'),
  user: sql.placeholder('user'),
  tokenCompany: sql.placeholder('tokenCompany'),
  company: sql.placeholder('company'),
};

/**
 * The decision's one statement, built and prepared once per route: each request only binds
 * its values (on PostgreSQL a named statement, parsed and planned once per connection). A
 * platform-admin decision is the same statement without a company: its membership joins find
 * nothing and only the account's admin flag counts.
 */
function decisionStatement(db: Db, need: Need) {
  const company = need.scope === 'company' ? need : undefined;
  const names = permissionNames(company?.permission);
  const resource = company?.resource;
  // Joins rather than subqueries in the select list: drizzle leaves columns there unqualified.
  // Starting from the token's session makes an ended session (signed out, revoked, password
  // changed) a 401 at once, in the same query.
  const base = db
    .select({
      admin: users.isPlatformAdmin,
      roleId: memberships.roleId,
      granted: rolePermissions.permissionId,
      found: resource ? resource.id : sql<number>`1`,
      fits: resource?.fits ?? sql<boolean>`true`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(
      memberships,
      and(
        eq(memberships.userId, sessions.userId),
        eq(memberships.companyId, P.company),
        eq(memberships.companyId, P.tokenCompany),
        eq(memberships.isActive, true),
        // A suspended or closed company (the CRM) has no members who may act in it, but for
        // the platform admins who reopen it (server/auth/store.ts says why).
        sql`(${users.isPlatformAdmin} or exists (select 1 from ${companies}
              where ${companies.id} = ${P.company} and ${companies.status} = 'Active'))`,
      ),
    )
    .leftJoin(permissions, names.length > 0 ? inArray(permissions.name, [...names]) : sql`false`)
    .leftJoin(
      rolePermissions,
      and(
        eq(rolePermissions.roleId, memberships.roleId),
        eq(rolePermissions.permissionId, permissions.id),
      ),
    )
    .$dynamic();
  const query = resource ? base.leftJoin(resource.table, resource.on) : base;
  const full = query.where(liveSession(P.session, P.user));
  return full.prepare(statementName(full.toSQL().sql));
}
