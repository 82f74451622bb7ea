import type { ActiveUser } from '#contract/auth';
import { DEFAULT_DATE_FORMAT, DEFAULT_DATE_TIME_FORMAT } from '#contract/constants';
import {
  companyApplications,
  loadProfile,
  membershipOf,
  permissionNames,
} from '#server/auth/store';
import type { Db } from '#server/db/client';

/** The user as a member of one company, permissions read fresh; undefined when not a member. */
export async function activeUserIn(
  db: Db,
  userId: number,
  companyId: number,
): Promise<ActiveUser | undefined> {
  const membership = await membershipOf(db, userId, companyId);
  const profile = membership ? await loadProfile(db, userId, companyId) : undefined;
  if (!membership || !profile) return undefined;
  return {
    companyId,
    userId,
    permissions: await permissionNames(db, membership.roleId),
    dateFormat: profile.dateFormat ?? DEFAULT_DATE_FORMAT,
    dateTimeFormat: profile.dateTimeFormat ?? DEFAULT_DATE_TIME_FORMAT,
    timeZone: profile.timeZone,
    displayName: `${profile.firstName} ${profile.lastName}`.trim() || profile.email,
    email: profile.email,
    companyName: profile.companyName,
    companyLogo: profile.companyLogo,
    isPlatformAdmin: profile.isPlatformAdmin,
    applications: await companyApplications(db, companyId),
  };
}
