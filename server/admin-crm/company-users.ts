import { and, eq } from 'drizzle-orm';
import type { CompanyUser, UserFields } from '#contract/users';
import type { Fields } from '#server/audit/diff';
import { recordChange } from '#server/audit/record';
import type { Db } from '#server/db/client';
import { memberships } from '#server/db/schema';
import type { Tx } from '#server/db/tx';
import { getInScope, withUniqueFields } from '#server/kit/index';
import { enqueueInvitation, enqueueJoinedNotice } from '#server/outbox/enqueue';
import { EMAIL_UNIQUE } from '#server/users/account';
import { loadUser } from '#server/users/load';
import { insertUser, updateUser } from '#server/users/write';

/**
 * A company's users as the CRM edits them: the company side's own store functions
 * (server/users), run in a transaction that also claims the record's version and writes the
 * audit trail.
 */

const member = (companyId: number, userId: number) =>
  and(eq(memberships.companyId, companyId), eq(memberships.userId, userId));

/** Two people adding the same new address at once: the loser sees the form error. */

/** What the audit trail keeps of a company's user. */
const audited = (u: CompanyUser): Fields => ({
  email: u.email,
  firstName: u.firstName,
  lastName: u.lastName,
  roleId: u.roleId,
  isActive: u.isActive,
  jobTitle: u.jobTitle,
  phone: u.phone,
  countryCode: u.countryCode,
  commisionPercentage: u.commisionPercentage,
  targetAmount: u.targetAmount,
  backOfficeReference: u.backOfficeReference,
});

export async function loadCrmUser(
  db: Db | Tx,
  companyId: number,
  userId: number,
  callerId: number,
) {
  const user = await loadUser(db, companyId, userId, callerId);
  const { version } = await getInScope(
    db.select({ version: memberships.version }).from(memberships).where(member(companyId, userId)),
  );
  return { ...user, version };
}

/** Adds the person to the company (an existing account joins), with their email and audit row. */
export function addCrmUser(db: Db, actorId: number, companyId: number, f: UserFields) {
  return withUniqueFields(EMAIL_UNIQUE, () =>
    db.transaction(async (tx) => {
      const user = await insertUser(tx, companyId, f);
      if (user.needsPassword) await enqueueInvitation(tx, companyId, user.userId);
      else if (user.existed) await enqueueJoinedNotice(tx, companyId, user.userId);
      const after = await loadCrmUser(tx, companyId, user.userId, actorId);
      await recordChange(tx, {
        actorId,
        companyId,
        area: 'users',
        recordId: user.userId,
        label: after.fullName || after.email,
        action: 'create',
        after: audited(after),
      });
      return { userId: user.userId, accountEditable: after.accountEditable };
    }),
  );
}

/** Saves an edit made on the version the editor read (Stale → 409). */
export async function saveCrmUser(
  db: Db,
  actorId: number,
  companyId: number,
  userId: number,
  f: UserFields & { version: number },
) {
  await db.transaction(async (tx) => {
    // The company-side store claims the version, after the company lock every writer of members
    // takes, and writes the audit row.
    await updateUser(tx, companyId, userId, f, { userId: actorId }, f.version);
  });
}
