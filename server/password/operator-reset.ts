import { eq } from 'drizzle-orm';
import { recordChanges } from '#server/audit/record';
import { generatePassword, hashPassword } from '#server/auth/passwords';
import type { Db } from '#server/db/client';
import { memberships } from '#server/db/schema';
import { retireOneTimeTokens } from './one-time-tokens';
import { findUserIdByEmail, revokeSessions, setPasswordHash } from './store';

/**
 * The operator's way back in (`npm run admin:reset-password`): a new generated password for the
 * account, which ends its sessions and any reset link still in a mailbox, as a reset by link
 * does (server/password/routes.ts). Undefined when no account has the email; nothing changes.
 */
export async function resetPasswordByOperator(db: Db, email: string): Promise<string | undefined> {
  const password = generatePassword();
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const user = await findUserIdByEmail(tx, email);
    if (!user) return undefined;
    await setPasswordHash(tx, user.id, passwordHash);
    await revokeSessions(tx, user.id);
    await retireOneTimeTokens(tx, user.id, 'password-reset');
    await auditReset(tx, user);
    return password;
  });
}

/**
 * By the system, on the person's record in each company they belong to, so its admins see it
 * on the trail; an account of no company still gets its row (companyId null), which no trail
 * shows but the table keeps.
 */
async function auditReset(db: Db, user: { id: number; email: string }) {
  const companies = await db
    .select({ companyId: memberships.companyId })
    .from(memberships)
    .where(eq(memberships.userId, user.id));
  const ids = companies.length > 0 ? companies.map((m) => m.companyId) : [null];
  await recordChanges(
    db,
    ids.map((companyId) => ({
      actorId: null,
      companyId,
      area: 'users' as const,
      recordId: user.id,
      label: user.email,
      action: 'update' as const,
      // Only that it changed: a secret's values are masked whatever is passed.
      before: { password: 'old' },
      after: { password: 'new' },
      secrets: ['password'],
    })),
  );
}
