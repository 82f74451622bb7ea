import { and, eq, sql } from 'drizzle-orm';
import { MSG } from '#contract/messages';
import { USER_TEXT, type UserFields } from '#contract/users';
import { audited } from '#server/audit/audited';
import { AUDIT } from '#server/audit/subjects';
import type { Db } from '#server/db/client';
import { memberships, users } from '#server/db/schema';
import type { Tx } from '#server/db/tx';
import { defineRecord, fieldError, Invalid, NotFound } from '#server/kit/index';
import { enqueueInvitation, enqueueJoinedNotice } from '#server/outbox/enqueue';
import { keepingRoleEditor } from '#server/roles/role-editors';
import {
  accountFields,
  canEditAccount,
  EMAIL_UNIQUE,
  lockAccount,
  refuseChangedAccountFields,
} from './account';
import { type Caller, mayChangeHost } from './host-admin';
import { joinAccount, membershipFields } from './join';
import { endSessions } from './sessions';
import { roleInCompany } from './store';

/**
 * A company's user is their membership, named by the person's id inside the company; the
 * account's own fields are written beside it, in the same transaction and audit row.
 */
const members = (companyId: number) =>
  defineRecord({
    table: memberships,
    key: memberships.userId,
    unique: {
      ...EMAIL_UNIQUE,
      memberships_company_id_user_id_pk: { field: 'email', message: USER_TEXT.emailTaken },
    },
    audit: AUDIT.users(companyId),
  });

const memberAt = (companyId: number, userId: number) => ({
  id: userId,
  scope: eq(memberships.companyId, companyId),
});

/** Every writer of members locks the company first, and none may leave it without a role editor. */
const guarded = (companyId: number) => ({
  within: <R>(tx: Tx, change: () => Promise<R>) => keepingRoleEditor(tx, companyId, change),
});

async function mustBeCompanyRole(tx: Tx, companyId: number, roleId: number) {
  if (!(await roleInCompany(tx, companyId, roleId)))
    throw fieldError('roleId', USER_TEXT.roleUnknown);
}

/**
 * Adds the person to the company, inviting a new account to set a password and telling an
 * existing one it joined (committed with the membership, so a crash cannot lose the mail).
 * Someone already in this company is a form error on email. `accountEditable`: whether the
 * caller may change the account's own fields (not when an account used elsewhere joined).
 */
export async function addUser(db: Db, caller: Caller, companyId: number, f: UserFields) {
  let joined: Awaited<ReturnType<typeof joinAccount>> | undefined;
  const userId = await members(companyId).create(
    db,
    caller,
    async (tx) => {
      await mustBeCompanyRole(tx, companyId, f.roleId);
      joined = await joinAccount(tx, f);
      return { companyId, userId: joined.userId, ...membershipFields(f) };
    },
    {
      after: async (tx, id) => {
        if (joined?.needsPassword) await enqueueInvitation(tx, companyId, id);
        else if (joined?.existed) await enqueueJoinedNotice(tx, companyId, id);
      },
    },
  );
  // A platform admin, or the person themself, may still change an account that joined.
  const accountEditable =
    !joined?.existed || (await canEditAccount(db, companyId, userId, caller.userId));
  return { userId, accountEditable };
}

/**
 * Changes a member over the membership version the editor loaded (a newer one is Stale); the
 * email is never changed here (locked on edit). The account-wide fields are written only when
 * the caller may (see accountEditableSql); otherwise they must come back as stored. Only the
 * host admin or a platform admin changes the host admin's role or active flag.
 */
export function saveUser(
  db: Db,
  caller: Caller,
  companyId: number,
  userId: number,
  f: UserFields & { version: number },
) {
  const at = memberAt(companyId, userId);
  return members(companyId).update(
    db,
    caller,
    at,
    f.version,
    async (tx) => {
      await mustBeCompanyRole(tx, companyId, f.roleId);
      const [member] = await tx
        .select({
          roleId: memberships.roleId,
          active: memberships.isActive,
          host: memberships.isHostAdmin,
        })
        .from(memberships)
        .where(members(companyId).where(at));
      if (!member) throw new NotFound();
      const hostChange = member.roleId !== f.roleId || member.active !== f.isActive;
      if (member.host && hostChange && !(await mayChangeHost(tx, userId, caller))) {
        throw new Invalid(MSG.hostAdminChange);
      }
      return membershipFields(f);
    },
    {
      ...guarded(companyId),
      after: async (tx) => {
        const account = await lockAccount(tx, companyId, userId, caller.userId);
        if (!account) throw new NotFound();
        if (account.editable) {
          await tx.update(users).set(accountFields(f)).where(eq(users.id, userId));
        } else {
          refuseChangedAccountFields(account.stored, f);
        }
        if (!f.isActive) await endSessions(tx, companyId, userId);
      },
    },
  );
}

/**
 * Removes the member from the company and ends their sessions there; an account left in no
 * company (and no platform admin's) is deleted with everything it owns.
 */
export function removeUser(db: Db, caller: Caller, companyId: number, userId: number) {
  return members(companyId).remove(db, caller, memberAt(companyId, userId), {
    ...guarded(companyId),
    after: async (tx) => {
      await endSessions(tx, companyId, userId);
      await tx
        .delete(users)
        .where(
          and(
            eq(users.id, userId),
            sql`not ${users.isPlatformAdmin}`,
            sql`not exists (select 1 from ${memberships} where ${memberships.userId} = ${userId})`,
          ),
        );
    },
  });
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
