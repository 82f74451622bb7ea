import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { oneTimeTokens } from '#server/db/schema';

/** The purposes of the tokens this area mails out (engineer A owns 'two-factor'). */
export type MailedTokenPurpose = 'password-reset' | 'email-verify';

/** What the database keeps of a mailed token; bulk issuers store the same. */
export const hashOneTimeToken = (token: string) => createHash('sha256').update(token).digest('hex');
const hashOf = hashOneTimeToken;
export const newOneTimeToken = () => randomBytes(32).toString('base64url');

/** The link of a password-reset token: also the set-password link of an invitation. */
export const resetPasswordLink = (publicUrl: string, token: string) =>
  `${publicUrl}/resetpassword?token=${encodeURIComponent(token)}`;

/** A fresh random token; only its hash is stored, so a database leak opens no link. */
export async function issueOneTimeToken(
  db: Db,
  userId: number,
  purpose: MailedTokenPurpose,
  ttlMs: number,
  detail: string | null = null,
): Promise<string> {
  const token = newOneTimeToken();
  await db.insert(oneTimeTokens).values({
    tokenHash: hashOf(token),
    userId,
    purpose,
    detail,
    expiresAt: new Date(Date.now() + ttlMs),
  });
  return token;
}

/**
 * Uses a token up in one atomic UPDATE: of two requests racing with the same token only one
 * gets the row back. Unknown, used, expired or other-purpose tokens give undefined.
 */
export async function consumeOneTimeToken(db: Db, token: string, purpose: MailedTokenPurpose) {
  const [row] = await db
    .update(oneTimeTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(oneTimeTokens.tokenHash, hashOf(token)),
        eq(oneTimeTokens.purpose, purpose),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, new Date()),
      ),
    )
    .returning({ userId: oneTimeTokens.userId, detail: oneTimeTokens.detail });
  return row;
}

/** Retires every outstanding token of a purpose, e.g. older reset links once one is used. */
export async function retireOneTimeTokens(db: Db, userId: number, purpose: MailedTokenPurpose) {
  await db
    .update(oneTimeTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(oneTimeTokens.userId, userId),
        eq(oneTimeTokens.purpose, purpose),
        isNull(oneTimeTokens.usedAt),
      ),
    );
}
