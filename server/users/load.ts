import { and, desc, eq, gt } from 'drizzle-orm';
import { LOGIN_HISTORY_DAYS } from '#contract/constants';
import type { CompanyUser } from '#contract/users';
import type { Db } from '#server/db/client';
import { applications, memberships, roles, signIns, users } from '#server/db/schema';
import type { Tx } from '#server/db/tx';
import { getInScope } from '#server/kit/index';
import { accountEditableSql } from './account';
import { fullName, iso } from './store';

async function loginsOf(db: Db | Tx, companyId: number, userId: number) {
  const since = new Date(Date.now() - LOGIN_HISTORY_DAYS * 24 * 3600 * 1000);
  const rows = await db
    .select({
      applicationId: signIns.applicationId,
      applicationName: applications.name,
      ipAddress: signIns.ip,
      dateTime: signIns.createdAt,
    })
    .from(signIns)
    .leftJoin(applications, eq(applications.id, signIns.applicationId))
    .where(
      and(
        eq(signIns.userId, userId),
        eq(signIns.companyId, companyId),
        eq(signIns.success, true),
        gt(signIns.createdAt, since),
      ),
    )
    .orderBy(desc(signIns.createdAt))
    .limit(500);
  return rows.map((r) => ({ ...r, dateTime: iso(r.dateTime) ?? '' }));
}

/**
 * A member of the company with their login history, as `callerId` sees it (whether they may
 * change the account-wide fields); NotFound when not a member.
 */
export async function loadUser(
  db: Db | Tx,
  companyId: number,
  userId: number,
  callerId: number,
): Promise<CompanyUser> {
  const row = await getInScope(
    db
      .select({
        m: memberships,
        u: users,
        roleTitle: roles.name,
        fullName,
        accountEditable: accountEditableSql(companyId, callerId),
      })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .innerJoin(roles, eq(roles.id, memberships.roleId))
      .where(and(eq(memberships.companyId, companyId), eq(memberships.userId, userId))),
  );
  const { m, u } = row;
  return {
    userId: u.id,
    fullName: row.fullName,
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    title: u.title,
    dob: u.dob,
    jobTitle: m.jobTitle,
    phone: u.phone,
    countryCode: m.countryCode,
    spokenLanguages: u.spokenLanguages ?? '',
    isActive: m.isActive,
    isHostAdmin: m.isHostAdmin,
    roleTitle: row.roleTitle,
    roleId: m.roleId,
    profilePicUrl: u.profilePictureUrl,
    commisionPercentage: m.commissionPercentage,
    targetAmount: m.targetAmount,
    backOfficeReference: m.backOfficeReference,
    biography: m.biography,
    lastLogin: iso(m.lastLoginAt),
    created: iso(m.createdAt) ?? '',
    userLogins: await loginsOf(db, companyId, userId),
    accountEditable: row.accountEditable === true,
    version: m.version,
  };
}
