import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import type { AppDeps } from '#server/deps';
import { mailerFor } from '#server/mail/index';
import { rowsOf } from './store';

const INVITE_TTL_MS = 7 * 24 * 60 * 60 * 1000;
const ATTEMPTS = 3;
/** People per round: one query for their addresses, one insert for their tokens. */
const ROUND = 500;

function welcome(to: string, firstName: string, link: string) {
  return {
    to,
    subject: 'Welcome to Waypoint Console',
    text: [
      `Hello${firstName ? ` ${firstName}` : ''},`,
      '',
      'An account has been created for you on Waypoint Console.',
      'Choose your password here to sign in (the link works once, for seven days):',
      link,
    ].join('\n'),
    links: [link],
  };
}

type Invitee = { id: number; email: string; firstName: string; token: string };

/**
 * Gives each of these users who still has no password a password-reset token, in one insert.
 * Stored like server/password/one-time-tokens.ts stores them (sha256 hex of the token, purpose
 * 'password-reset'), so the reset-password page consumes them as any other link.
 */
async function issueTokens(db: Db, ids: readonly number[]): Promise<Invitee[]> {
  const rows = await rowsOf<{ id: number; email: string; firstName: string }>(
    db,
    sql`
    select id, email, first_name as "firstName" from users
    where id in (select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::int)
      and password_hash is null`,
  );
  const people = rows.map((r) => ({ ...r, token: randomBytes(32).toString('base64url') }));
  if (people.length === 0) return people;
  const tokens = people.map((p) => ({
    h: createHash('sha256').update(p.token).digest('hex'),
    u: p.id,
  }));
  await db.execute(sql`
    insert into one_time_tokens (token_hash, user_id, purpose, expires_at)
    select h, u, 'password-reset', ${new Date(Date.now() + INVITE_TTL_MS).toISOString()}::timestamptz
    from jsonb_to_recordset(${JSON.stringify(tokens)}::jsonb) as t(h text, u int)`);
  return people;
}

/**
 * Sends the invitations of an import that has committed, after the answer went out, a round
 * at a time so a 50,000-row import never holds 50,000 links in memory. Each mail is tried a few
 * times; a failure is logged and never touches the imported users.
 */
export function inviteInBackground(deps: AppDeps, userIds: readonly number[]): Promise<void> {
  const mailer = mailerFor(deps);
  const run = async () => {
    for (let i = 0; i < userIds.length; i += ROUND) {
      for (const user of await issueTokens(deps.db.db, userIds.slice(i, i + ROUND))) {
        const link = `${deps.config.publicUrl}/resetpassword?token=${encodeURIComponent(user.token)}`;
        for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
          try {
            await mailer.send(welcome(user.email, user.firstName, link));
            break;
          } catch (err) {
            deps.logger.warn({ err, to: user.email, attempt }, 'invitation not sent');
          }
        }
      }
    }
  };
  return run().catch((err: unknown) => deps.logger.error({ err }, 'invitations stopped'));
}
