import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { rows } from '#server/db/rows';
import type { AppDeps } from '#server/deps';
import { type MailMessage, mailerFor } from '#server/mail/index';
import {
  hashOneTimeToken,
  newOneTimeToken,
  resetPasswordLink,
} from '#server/password/one-time-tokens';
import { INVITATION_TTL_MS, invitationMail, joinedMail, signInLink } from '#server/users/invite';

const ATTEMPTS = 3;
/** People per round: one query for their addresses, one insert for their tokens. */
const ROUND = 500;

type Invitee = { id: number; email: string; token: string };

/**
 * Gives each of these users who still has no password a password-reset token, in one insert,
 * hashed as issueOneTimeToken does, so the reset-password page consumes them as any other link.
 */
async function issueTokens(db: Db, ids: readonly number[]): Promise<Invitee[]> {
  const found = await rows<{ id: number; email: string }>(
    db,
    sql`
    select id, email from users
    where id in (select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::int)
      and password_hash is null`,
  );
  const people = found.map((r) => ({ ...r, token: newOneTimeToken() }));
  if (people.length === 0) return people;
  const tokens = people.map((p) => ({
    h: hashOneTimeToken(p.token),
    u: p.id,
  }));
  await db.execute(sql`
    insert into one_time_tokens (token_hash, user_id, purpose, expires_at)
    select h, u, 'password-reset', ${new Date(Date.now() + INVITATION_TTL_MS).toISOString()}::timestamptz
    from jsonb_to_recordset(${JSON.stringify(tokens)}::jsonb) as t(h text, u int)`);
  return people;
}

async function emailsOf(db: Db, ids: readonly number[]) {
  return rows<{ email: string }>(
    db,
    sql`select email from users
        where id in (select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::int)`,
  );
}

/** Who to write to after an import: invitations, and word to those whose account joined. */
export type ImportMail = { invite: readonly number[]; told: readonly number[] };

/**
 * Sends the mail of an import that has committed, after the answer went out, a round at a time
 * so a 50,000-row import never holds 50,000 links in memory. Each mail is tried a few times; a
 * failure is logged and never touches the imported users.
 */
export function inviteInBackground(
  deps: AppDeps,
  companyId: number,
  { invite, told }: ImportMail,
): Promise<void> {
  const mailer = mailerFor(deps);
  const send = async (message: MailMessage) => {
    for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
      try {
        await mailer.send(message);
        return;
      } catch (err) {
        deps.logger.warn({ err, attempt }, 'import mail not sent');
      }
    }
  };
  const run = async () => {
    if (invite.length === 0 && told.length === 0) return;
    const [company] = await rows<{ name: string }>(
      deps.db.db,
      sql`select name from companies where id = ${companyId}`,
    );
    const name = company?.name ?? '';
    for (let i = 0; i < invite.length; i += ROUND) {
      for (const user of await issueTokens(deps.db.db, invite.slice(i, i + ROUND))) {
        const link = resetPasswordLink(deps.config.publicUrl, user.token);
        await send(invitationMail(user.email, name, link));
      }
    }
    const link = signInLink(deps.config.publicUrl);
    for (let i = 0; i < told.length; i += ROUND) {
      for (const user of await emailsOf(deps.db.db, told.slice(i, i + ROUND))) {
        await send(joinedMail(user.email, name, link));
      }
    }
  };
  return run().catch((err: unknown) => deps.logger.error({ err }, 'import mail stopped'));
}
