import { and, eq, inArray, sql } from 'drizzle-orm';
import { MSG } from '#contract/messages';
import { USER_TEXT, type UserFields } from '#contract/users';
import type { Db } from '#server/db/client';
import { memberships, refreshTokens, sessions, users } from '#server/db/schema';
import type { Tx } from '#server/db/seed-demo';
import { HttpProblem } from '#server/http/problem';
import { roleInCompany } from './store';

const invalid = (field: string, message: string) =>
  new HttpProblem(400, { title: MSG.invalidForm, errors: { [field]: [message] } });

/** The company's own columns of a membership, from the form. */
const membershipFields = (f: UserFields) => ({
  roleId: f.roleId,
  isActive: f.isActive,
  jobTitle: f.jobTitle,
  phone: f.phone,
  countryCode: f.countryCode,
  spokenLanguages: f.spokenLanguages,
  dob: f.dob,
  commissionPercentage: f.commisionPercentage,
  targetAmount: f.targetAmount,
  backOfficeReference: f.backOfficeReference,
  biography: f.biography,
});

export type InsertedUser = { userId: number; email: string; needsPassword: boolean };

/**
 * Adds the person to the company. An address already known elsewhere (case-insensitively)
 * joins that account to the company; one already in this company is a form error. Run inside
 * the caller's transaction so bulk import can add many at once.
 */
export async function insertUser(tx: Tx, companyId: number, f: UserFields): Promise<InsertedUser> {
  if (!(await roleInCompany(tx, companyId, f.roleId)))
    throw invalid('roleId', USER_TEXT.roleUnknown);
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
      .values({ email, firstName: f.firstName, lastName: f.lastName, title: f.title })
      .returning({ id: users.id });
    if (!row) throw new Error('The user was not inserted');
    userId = row.id;
  }
  const added = await tx
    .insert(memberships)
    .values({ companyId, userId, ...membershipFields(f) })
    .onConflictDoNothing()
    .returning({ userId: memberships.userId });
  if (added.length === 0) throw invalid('email', USER_TEXT.emailTaken);
  return { userId, email: existing?.email ?? email, needsPassword };
}

/** Changes a member; the email is never changed here (locked on edit). */
export async function updateUser(tx: Tx, companyId: number, userId: number, f: UserFields) {
  if (!(await roleInCompany(tx, companyId, f.roleId)))
    throw invalid('roleId', USER_TEXT.roleUnknown);
  await tx
    .update(users)
    .set({ firstName: f.firstName, lastName: f.lastName, title: f.title })
    .where(eq(users.id, userId));
  await tx
    .update(memberships)
    .set(membershipFields(f))
    .where(and(eq(memberships.companyId, companyId), eq(memberships.userId, userId)));
  if (!f.isActive) await endSessions(tx, companyId, userId);
}

/** Every session of the user in this company ends now, its access tokens with it. */
async function endSessions(tx: Tx, companyId: number, userId: number) {
  const inCompany = tx
    .select({ id: refreshTokens.familyId })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.userId, userId),
        eq(refreshTokens.companyId, companyId),
        sql`${refreshTokens.revokedAt} is null`,
      ),
    );
  await tx
    .update(sessions)
    .set({ endedAt: new Date() })
    .where(and(inArray(sessions.id, inCompany), sql`${sessions.endedAt} is null`));
  await tx
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        eq(refreshTokens.companyId, companyId),
        sql`${refreshTokens.revokedAt} is null`,
      ),
    );
}

/**
 * Removes the member from the company and ends their sessions there; an account left in no
 * company is deleted with everything it owns.
 */
export async function removeUser(db: Db, companyId: number, userId: number) {
  await db.transaction(async (tx) => {
    await endSessions(tx, companyId, userId);
    await tx
      .delete(memberships)
      .where(and(eq(memberships.companyId, companyId), eq(memberships.userId, userId)));
    const [left] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(memberships)
      .where(eq(memberships.userId, userId));
    const [user] = await tx
      .select({ platformAdmin: users.isPlatformAdmin })
      .from(users)
      .where(eq(users.id, userId));
    if ((left?.n ?? 0) === 0 && user && !user.platformAdmin) {
      await tx.delete(users).where(eq(users.id, userId));
    }
  });
}
