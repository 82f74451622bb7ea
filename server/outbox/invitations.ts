import { sql } from 'drizzle-orm';
import * as z from 'zod';
import type { Db } from '#server/db/client';
import { rows } from '#server/db/rows';
import type { MailMessage } from '#server/mail/mailer';
import { mailTemplates } from '#server/mail/templates';
import {
  hashOneTimeToken,
  newOneTimeToken,
  resetPasswordLink,
} from '#server/password/one-time-tokens';
import type { OutboxRow } from './render';

/** Long enough for someone back from a week away; the link still works once only. */
export const INVITATION_TTL_MS = 7 * 24 * 3600 * 1000;

const Invitation = z.object({ companyId: z.number().int() });

/**
 * The invitations of one claim, rendered together: one query for the people still without a
 * password and still in the company, one insert for their set-password tokens (hashed, as
 * issueOneTimeToken stores them). A 50,000-row import then costs two statements per claim plus
 * one mark per message. Rows missing from the answer have become moot.
 */
export async function renderInvitations(
  db: Db,
  publicUrl: string,
  claimed: readonly OutboxRow[],
): Promise<Map<number, MailMessage>> {
  const wanted = claimed.flatMap((row) => {
    if (row.kind !== 'invitation' || row.userId === null) return [];
    const payload = typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload;
    return [{ o: row.id, u: row.userId, c: Invitation.parse(payload).companyId }];
  });
  const messages = new Map<number, MailMessage>();
  if (wanted.length === 0) return messages;
  const found = await rows<{ o: number; u: number; email: string; company: string }>(
    db,
    sql`select w.o, w.u, u.email, c.name as company
        from jsonb_to_recordset(${JSON.stringify(wanted)}::jsonb) as w(o int, u int, c int)
        join users u on u.id = w.u and u.password_hash is null
        join memberships m on m.user_id = w.u and m.company_id = w.c
        join companies c on c.id = w.c`,
  );
  if (found.length === 0) return messages;
  const tokens = found.map((f) => ({ ...f, token: newOneTimeToken() }));
  const expires = new Date(Date.now() + INVITATION_TTL_MS).toISOString();
  await db.execute(sql`
    insert into one_time_tokens (token_hash, user_id, purpose, expires_at)
    select h, u, 'password-reset', ${expires}::timestamptz
    from jsonb_to_recordset(${JSON.stringify(tokens.map((t) => ({ h: hashOneTimeToken(t.token), u: t.u })))}::jsonb)
      as t(h text, u int)`);
  for (const t of tokens) {
    messages.set(
      t.o,
      mailTemplates.invitation(t.email, t.company, resetPasswordLink(publicUrl, t.token)),
    );
  }
  return messages;
}
