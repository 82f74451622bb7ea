import { and, eq, sql } from 'drizzle-orm';
import { MSG } from '#contract/messages';
import { USER_TEXT, type UserFields } from '#contract/users';
import { audited } from '#server/audit/audited';
import { AUDIT } from '#server/audit/subjects';
import type { Db } from '#server/db/client';
import { memberships, users } from '#server/db/schema';
import type { Tx } from '#server/db/tx';
import { Invalid, NotFound } from '#server/kit/errors';
import { fieldError } from '#server/kit/form-error';
import { claimVersion } from '#server/kit/version';
import { keepingRoleEditor } from '#server/roles/role-editors';
import { accountFields, lockAccount, refuseChangedAccountFields } from './account';
import { type Caller, mayChangeHost } from './host-admin';
import { endSessions } from './remove';
import { roleInCompany } from './store';

/** The company's own columns of a membership, from the form. */
const membershipFields = (f: UserFields) => ({
  roleId: f.roleId,
  isActive: f.isActive,
  jobTitle: f.jobTitle,
  countryCode: f.countryCode,
  commissionPercentage: f.commisionPercentage,
  targetAmount: f.targetAmount,
  backOfficeReference: f.backOfficeReference,
  biography: f.biography,
});

/** `existed`: the address already had an account, which joined as it is. */
export type InsertedUser = {
  userId: number;
  email: string;
  needsPassword: boolean;
  existed: boolean;
};

/**
 * Adds the person to the company. An address already known elsewhere (case-insensitively)
 * joins that account to the company with only the company's own fields: the person's name and
 * details stay theirs. One already in this company is a form error. Run inside the caller's
 * transaction so bulk import can add many at once.
 */
export async function insertUser(tx: Tx, companyId: number, f: UserFields): Promise<InsertedUser> {
  if (!(await roleInCompany(tx, companyId, f.roleId)))
    throw fieldError('roleId', USER_TEXT.roleUnknown);
  const email = f.email.trim();
  const [existing] = await tx
    .select({ id: users.id, passwordHash: users.passwordHash, email: users.email })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .for('update');
  let userId: number;
  let needsPassword = true;
  if (existing) {
    userId = existing.id;
    needsPassword = existing.passwordHash === null;
  } else {
    const [row] = await tx
      .insert(users)
      .values({ email, ...accountFields(f) })
      .returning({ id: users.id });
    if (!row) throw new Error('The user was not inserted');
    userId = row.id;
  }
  const added = await tx
    .insert(memberships)
    .values({ companyId, userId, ...membershipFields(f) })
    .onConflictDoNothing()
    .returning({ userId: memberships.userId });
  if (added.length === 0) throw fieldError('email', USER_TEXT.emailTaken);
  return {
    userId,
    email: existing?.email ?? email,
    needsPassword,
    existed: existing !== undefined,
  };
}

const membership = (companyId: number, userId: number) =>
  and(eq(memberships.companyId, companyId), eq(memberships.userId, userId));

/**
 * Changes a member over the membership version the editor loaded (a newer one is Stale); the
 * email is never changed here (locked on edit). The account-wide fields are written only when
 * the caller may (see accountEditableSql); otherwise they must come back as stored. Refused when
 * it would leave the company without an active role editor.
 */
export async function updateUser(
  tx: Tx,
  companyId: number,
  userId: number,
  f: UserFields,
  caller: Caller,
  version: number,
) {
  const subject = AUDIT.users(companyId);
  await keepingRoleEditor(tx, companyId, () =>
    audited(tx, caller, subject, userId, async () => {
      // After keepingRoleEditor's company lock, as every writer of members takes them.
      await claimVersion(tx, memberships, membership(companyId, userId), version);
      if (!(await roleInCompany(tx, companyId, f.roleId)))
        throw fieldError('roleId', USER_TEXT.roleUnknown);
      const account = await lockAccount(tx, companyId, userId, caller.userId);
      const [member] = await tx
        .select({
          roleId: memberships.roleId,
          isActive: memberships.isActive,
          host: memberships.isHostAdmin,
        })
        .from(memberships)
        .where(membership(companyId, userId))
        .for('update');
      if (!account || !member) throw new NotFound();
      const hostChange = member.roleId !== f.roleId || member.isActive !== f.isActive;
      if (member.host && hostChange && !(await mayChangeHost(tx, userId, caller))) {
        throw new Invalid(MSG.hostAdminChange);
      }
      if (account.editable) {
        await tx.update(users).set(accountFields(f)).where(eq(users.id, userId));
      } else {
        refuseChangedAccountFields(account.stored, f);
      }
      await tx.update(memberships).set(membershipFields(f)).where(membership(companyId, userId));
      if (!f.isActive) await endSessions(tx, companyId, userId);
    }),
  );
}

/** Sets the picture only if the account is still the caller's to change, checked under its lock. */
export function setPictureIfEditable(
  db: Db,
  companyId: number,
  userId: number,
  callerId: number,
  url: string,
) {
  return db.transaction(async (tx) => {
    const account = await lockAccount(tx, companyId, userId, callerId);
    if (!account?.editable) return false;
    await audited(tx, { userId: callerId }, AUDIT.users(companyId), userId, () =>
      tx.update(users).set({ profilePictureUrl: url }).where(eq(users.id, userId)),
    );
    return true;
  });
}
