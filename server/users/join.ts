import { eq, sql } from 'drizzle-orm';
import type { UserFields } from '#contract/users';
import { users } from '#server/db/schema';
import type { Tx } from '#server/db/tx';
import { accountFields } from './account';

/** The company's own columns of a membership, from the form. */
export const membershipFields = (f: UserFields) => ({
  roleId: f.roleId,
  isActive: f.isActive,
  jobTitle: f.jobTitle,
  countryCode: f.countryCode,
  commissionPercentage: f.commisionPercentage,
  targetAmount: f.targetAmount,
  backOfficeReference: f.backOfficeReference,
  biography: f.biography,
});

/**
 * The account a person joins a company with. An address already known (case-insensitively)
 * keeps its account as it is, locked until commit: the person's name and details stay theirs.
 * Otherwise a new account is made from the form. `existed` says which.
 */
export async function joinAccount(tx: Tx, f: UserFields) {
  const email = f.email.trim();
  const [existing] = await tx
    .select({ id: users.id, passwordHash: users.passwordHash, email: users.email })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .for('update');
  if (existing) {
    const needsPassword = existing.passwordHash === null;
    return { userId: existing.id, email: existing.email, needsPassword, existed: true };
  }
  const [made] = await tx
    .insert(users)
    .values({ email, ...accountFields(f) })
    .returning({ id: users.id });
  if (!made) throw new Error('The user was not inserted');
  return { userId: made.id, email, needsPassword: true, existed: false };
}
