import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import {
  applications,
  companies,
  memberships,
  permissions,
  refreshTokens,
  rolePermissions,
  sessions,
  users,
} from '#server/db/schema';
import { hashRefreshToken, newRefreshToken, REFRESH_TOKEN_TTL_MS } from './tokens';

export async function findUserByEmail(db: Db, email: string) {
  const [user] = await db
    .select({ id: users.id, passwordHash: users.passwordHash, lastCompanyId: users.lastCompanyId })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return user;
}

/**
 * A membership counts only while its company is Active: a platform admin suspending or closing a
 * company (the CRM) keeps its people out of it until it is reopened. Platform admins themselves
 * stay in, so suspending their own company cannot lock out the people who reopen it.
 */
const companyOpen = (userId: number) =>
  sql`(${companies.status} = 'Active' or exists (select 1 from ${users} where ${users.id} = ${userId} and ${users.isPlatformAdmin}))`;

/** The company a sign-in lands in: the last one used while still a member, else the first. */
export async function pickMembership(db: Db, userId: number, preferred: number | null) {
  const [row] = await db
    .select({
      companyId: memberships.companyId,
      companyName: companies.name,
      roleId: memberships.roleId,
    })
    .from(memberships)
    .innerJoin(companies, eq(companies.id, memberships.companyId))
    .where(and(eq(memberships.userId, userId), eq(memberships.isActive, true), companyOpen(userId)))
    .orderBy(
      sql`${memberships.companyId} = ${preferred ?? -1} desc`,
      asc(memberships.createdAt),
      asc(memberships.companyId),
    )
    .limit(1);
  return row;
}

export async function membershipOf(db: Db, userId: number, companyId: number) {
  const [row] = await db
    .select({ roleId: memberships.roleId, isHostAdmin: memberships.isHostAdmin })
    .from(memberships)
    .innerJoin(companies, eq(companies.id, memberships.companyId))
    .where(
      and(
        eq(memberships.userId, userId),
        eq(memberships.companyId, companyId),
        eq(memberships.isActive, true),
        companyOpen(userId),
      ),
    );
  return row;
}

export async function permissionNames(db: Db, roleId: number): Promise<string[]> {
  const rows = await db
    .select({ name: permissions.name })
    .from(rolePermissions)
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(eq(rolePermissions.roleId, roleId))
    .orderBy(asc(permissions.id));
  return rows.map((r) => r.name);
}

export async function issueRefreshToken(
  db: Db,
  owner: { userId: number; companyId: number },
  familyId: string,
): Promise<string> {
  const { token, hash } = newRefreshToken();
  await db.insert(refreshTokens).values({
    tokenHash: hash,
    familyId,
    userId: owner.userId,
    companyId: owner.companyId,
    expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_MS),
  });
  return token;
}

/** Sign-out: the token dies and so does its session, with every access token it issued. */
export async function revokeRefreshToken(db: Db, token: string) {
  const tokenHash = hashRefreshToken(token);
  await db
    .update(sessions)
    .set({ endedAt: new Date() })
    .where(
      and(
        isNull(sessions.endedAt),
        inArray(
          sessions.id,
          db
            .select({ id: refreshTokens.familyId })
            .from(refreshTokens)
            .where(eq(refreshTokens.tokenHash, tokenHash)),
        ),
      ),
    );
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.revokedAt)));
}

export async function loadProfile(db: Db, userId: number, companyId: number) {
  const [row] = await db
    .select({
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      isPlatformAdmin: users.isPlatformAdmin,
      dateFormat: users.dateFormat,
      dateTimeFormat: users.dateTimeFormat,
      companyName: companies.name,
      companyLogo: companies.logoUrl,
      timeZone: companies.timeZone,
    })
    .from(users)
    .innerJoin(companies, eq(companies.id, companyId))
    .where(eq(users.id, userId));
  return row;
}

export function companyApplications(db: Db, companyId: number) {
  return db
    .select({ id: applications.id, name: applications.name })
    .from(applications)
    .where(eq(applications.companyId, companyId))
    .orderBy(asc(applications.id));
}

export async function updatePasswordHash(db: Db, userId: number, passwordHash: string) {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}
