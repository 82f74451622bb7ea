import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { type Permission, permissionNames } from '#contract/access';
import { MSG } from '#contract/messages';
import { liveSession } from '#server/auth/live-session';
import type { Principal } from '#server/auth/tokens';
import type { Db } from '#server/db/client';
import { named } from '#server/db/prepared';
import { memberships, permissions, rolePermissions, sessions } from '#server/db/schema';
import { HttpProblem } from '#server/http/problem';

/** Who may go on, in which company, with which role. */
export type Access = Principal & { roleId: number };

const notFound = () => new HttpProblem(404, { title: MSG.notFound });
const forbidden = () => new HttpProblem(403, { title: MSG.notAllowed });
const notSignedIn = () => new HttpProblem(401, { title: MSG.notSignedIn });

/**
 * The one decision every company-scoped call goes through, in a single query so the answer
 * always reflects the database right now (a role edited a second ago counts):
 * - the token's session must still be going, else 401 (signed out, revoked, password changed);
 * - the company must be the token's active company and the caller an active member of it,
 *   otherwise 404 — another company's ids do not exist for this caller;
 * - the resource (when given, a condition on the company) must exist in that company, else 404;
 * - the caller's role must hold the permission (any one of a list), else 403; with none
 *   required (null), any active member goes on.
 */
export async function decide(
  db: Db,
  principal: Principal,
  companyId: number,
  permission: Permission | null,
  resource?: Resource,
): Promise<Access> {
  const names = permissionNames(permission);
  // Joins rather than subqueries in the select list: drizzle leaves columns there unqualified.
  // Starting from the token's session makes an ended session (signed out, revoked, password
  // changed) a 401 at once, in the same query.
  const base = db
    .select({
      roleId: memberships.roleId,
      granted: rolePermissions.permissionId,
      found: resource ? resource.id : sql<number>`1`,
    })
    .from(sessions)
    .leftJoin(
      memberships,
      and(
        eq(memberships.userId, sessions.userId),
        eq(memberships.companyId, companyId),
        eq(memberships.companyId, principal.companyId),
        eq(memberships.isActive, true),
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
  // Named: every request runs one of a few shapes of this statement, planned once per connection.
  const rows = await named(query.where(liveSession(principal)));
  if (rows.length === 0) throw notSignedIn();
  // One row per named permission: any granted one lets the caller in.
  const row = rows.find((r) => r.granted !== null) ?? rows[0];
  if (!row || row.roleId === null) {
    // Removed from the own company since the token was issued: the session is over.
    throw companyId === principal.companyId ? notSignedIn() : notFound();
  }
  if (row.found === null) throw notFound();
  if (names.length > 0 && row.granted === null) throw forbidden();
  return { ...principal, roleId: row.roleId };
}

/** A thing inside the company: joined on `on` (which must tie it to the company), found by `id`. */
export type Resource = { table: PgTable; id: PgColumn; on: SQL };
