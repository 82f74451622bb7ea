import { eq, sql } from 'drizzle-orm';
import { MSG } from '#contract/messages';
import { USER_TEXT, type UserFields } from '#contract/users';
import type { Db } from '#server/db/client';
import { memberships, users } from '#server/db/schema';
import type { Tx } from '#server/db/tx';
import { formError } from '#server/kit/form-error';
import type { UniqueFields } from '#server/kit/index';

/** Two people adding the same new address at once: the loser sees the form error on email. */
export const EMAIL_UNIQUE: UniqueFields = {
  users_email_ci_idx: { field: 'email', message: USER_TEXT.emailTaken },
};

/** The person's own columns: one value for every company they belong to. */
export const accountFields = (f: UserFields) => ({
  firstName: f.firstName,
  lastName: f.lastName,
  title: f.title,
  phone: f.phone,
  spokenLanguages: f.spokenLanguages,
  dob: f.dob,
});
type AccountFields = ReturnType<typeof accountFields>;
type StoredAccount = { [K in keyof AccountFields]: AccountFields[K] | null };

/**
 * SQL that is true when `callerId` may set the account-wide fields of the account in the row's
 * `users` table: they are that person, or a platform admin, or the account is used nowhere but
 * in `companyId` (no other company, not a platform admin's).
 */
export function accountEditableSql(companyId: number, callerId: number) {
  return sql<boolean>`(${users.id} = ${callerId}
    or exists (select 1 from ${users} c where c.id = ${callerId} and c.is_platform_admin)
    or (not ${users.isPlatformAdmin} and not exists (
      select 1 from ${memberships} o
       where o.user_id = ${users.id} and o.company_id <> ${companyId})))`;
}

/** The account-wide fields (one value for every company the person belongs to). */
export const accountColumns = {
  firstName: users.firstName,
  lastName: users.lastName,
  title: users.title,
  phone: users.phone,
  spokenLanguages: users.spokenLanguages,
  dob: users.dob,
};

/**
 * The account's own fields, locked until commit (an account joining another company meanwhile
 * waits), and whether the caller may set them, read after the lock so that join is seen.
 */
export async function lockAccount(tx: Tx, companyId: number, userId: number, callerId: number) {
  const [stored] = await tx
    .select(accountColumns)
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!stored) return undefined;
  const [row] = await tx
    .select({ editable: accountEditableSql(companyId, callerId) })
    .from(users)
    .where(eq(users.id, userId));
  return { stored, editable: row?.editable === true };
}

/**
 * A full form sent back as loaded saves its company fields; a changed account-wide field of an
 * account the caller may not change is refused under that field instead of being written.
 */
export function refuseChangedAccountFields(stored: StoredAccount, f: UserFields) {
  const sent = accountFields(f);
  const changed = (Object.keys(sent) as (keyof AccountFields)[]).filter(
    (k) => (sent[k] ?? '') !== (stored[k] ?? ''),
  );
  if (changed.length === 0) return;
  throw formError(Object.fromEntries(changed.map((k) => [k, [MSG.accountFieldLocked]])));
}

/** Whether the caller may set this account's own fields (its picture, say). */
export async function canEditAccount(db: Db, companyId: number, userId: number, callerId: number) {
  const [row] = await db
    .select({ editable: accountEditableSql(companyId, callerId) })
    .from(users)
    .where(eq(users.id, userId));
  return row?.editable === true;
}
