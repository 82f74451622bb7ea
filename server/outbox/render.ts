import { sql } from 'drizzle-orm';
import * as z from 'zod';
import { RESET_TOKEN_TTL_MS } from '#contract/password';
import type { Db } from '#server/db/client';
import { rows } from '#server/db/rows';
import type { MailMessage } from '#server/mail/mailer';
import { mailTemplates } from '#server/mail/templates';
import { issueOneTimeToken, resetPasswordLink } from '#server/password/one-time-tokens';

export const VERIFY_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

export type OutboxRow = {
  id: number;
  kind: string;
  payload: unknown;
  userId: number | null;
  /** The message's name for every attempt (claim.ts). */
  key: string;
};

const Mail = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  links: z.array(z.string()),
});
const Verification = z.object({ email: z.string() });
const Joined = z.object({ companyId: z.number().int() });

/**
 * Turns a queued row into the email to send, issuing any one-time link only now, so the
 * database never holds a usable link. Undefined: the message has become moot (the person is
 * gone) and is cancelled instead of sent. Invitations come in bulk from invitations.ts.
 */
export async function renderMessage(
  db: Db,
  publicUrl: string,
  row: OutboxRow,
): Promise<MailMessage | undefined> {
  const payload = typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload;
  if (row.kind === 'mail') return Mail.parse(payload);
  const userId = row.userId;
  if (userId === null) return undefined;
  switch (row.kind) {
    case 'password-reset': {
      const [who] = await rows<{ email: string }>(
        db,
        sql`select email from users where id = ${userId}`,
      );
      if (!who) return undefined;
      const token = await issueOneTimeToken(db, userId, 'password-reset', RESET_TOKEN_TTL_MS);
      return mailTemplates.resetPassword(who.email, resetPasswordLink(publicUrl, token));
    }
    case 'email-verify': {
      const { email } = Verification.parse(payload);
      const token = await issueOneTimeToken(db, userId, 'email-verify', VERIFY_TOKEN_TTL_MS, email);
      const encoded = encodeURIComponent(token);
      // The visitor layout sends a signed-in user to its `redirect` query: the account page then
      // confirms the same token, so the link works whether or not this browser is signed in.
      const signedIn = encodeURIComponent(`/account?emailToken=${encoded}`);
      const link = `${publicUrl}/emailverification/${encoded}?redirect=${signedIn}`;
      return mailTemplates.verifyEmail(email, link);
    }
    case 'joined': {
      const { companyId } = Joined.parse(payload);
      const [member] = await rows<{ email: string; company: string }>(
        db,
        sql`select u.email, c.name as company
              from memberships m join users u on u.id = m.user_id
              join companies c on c.id = m.company_id
             where m.user_id = ${userId} and m.company_id = ${companyId}`,
      );
      if (!member) return undefined;
      return mailTemplates.joinedCompany(member.email, member.company, `${publicUrl}/login`);
    }
    default:
      throw new Error(`Unknown outbox kind ${row.kind}`);
  }
}
