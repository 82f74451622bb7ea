import type { AppDeps } from '#server/deps';
import { mailerFor } from '#server/mail/index';
import { issueOneTimeToken } from '#server/password/one-time-tokens';
import { invitees } from './store';

const INVITE_TTL_MS = 7 * 24 * 60 * 60 * 1000;
const ATTEMPTS = 3;

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

async function inviteOne(deps: AppDeps, user: { id: number; email: string; firstName: string }) {
  const { db } = deps.db;
  const token = await issueOneTimeToken(db, user.id, 'password-reset', INVITE_TTL_MS);
  const link = `${deps.config.publicUrl}/resetpassword?token=${encodeURIComponent(token)}`;
  await mailerFor(deps).send(welcome(user.email, user.firstName, link));
}

/**
 * Sends the invitations of an import that has committed, after the answer went out. Each mail
 * is tried a few times; a failure is logged and never touches the imported users.
 */
export function inviteInBackground(deps: AppDeps, userIds: readonly number[]): Promise<void> {
  const run = async () => {
    for (const user of await invitees(deps.db.db, userIds)) {
      for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
        try {
          await inviteOne(deps, user);
          break;
        } catch (err) {
          deps.logger.warn({ err, to: user.email, attempt }, 'invitation not sent');
        }
      }
    }
  };
  return run().catch((err: unknown) => deps.logger.error({ err }, 'invitations stopped'));
}
