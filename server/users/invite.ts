import type { AppDeps } from '#server/deps';
import type { MailMessage } from '#server/mail/index';
import { sendInBackground } from '#server/mail/index';
import { issueOneTimeToken, resetPasswordLink } from '#server/password/one-time-tokens';

/** Long enough for someone back from a week away; the link still works once only. */
export const INVITATION_TTL_MS = 7 * 24 * 3600 * 1000;

export function invitationMail(to: string, companyName: string, link: string): MailMessage {
  return {
    to,
    subject: `Welcome to Waypoint Console at ${companyName}`,
    text: [
      `Welcome! You have been added to ${companyName} on Waypoint Console.`,
      '',
      'Choose your password here to sign in for the first time (the link works once, for 7 days):',
      link,
      '',
      'If you were not expecting this, ignore this email.',
    ].join('\n'),
    links: [link],
  };
}

/**
 * Emails a set-password link. It is a password-reset token, so the reset page sets the first
 * password; until then the account has no password and cannot sign in.
 */
export async function sendInvitation(
  deps: AppDeps,
  user: { userId: number; email: string },
  companyName: string,
) {
  const token = await issueOneTimeToken(
    deps.db.db,
    user.userId,
    'password-reset',
    INVITATION_TTL_MS,
  );
  const link = resetPasswordLink(deps.config.publicUrl, token);
  sendInBackground(deps, invitationMail(user.email, companyName, link));
}

/** To someone whose existing account was added to another company: nothing of theirs changed. */
export function joinedMail(to: string, companyName: string, link: string): MailMessage {
  return {
    to,
    subject: `You have been added to ${companyName} on Waypoint Console`,
    text: [
      `Your Waypoint Console account has been added to ${companyName}.`,
      '',
      'Sign in with your usual email and password, then choose the company:',
      link,
      '',
      'Your name, details and password stay as they are. If you did not expect this, tell the company.',
    ].join('\n'),
    links: [link],
  };
}

export const signInLink = (publicUrl: string) => `${publicUrl}/login`;

/** Tells the person their existing account joined the company (it needs no new password). */
export function sendJoinedNotice(deps: AppDeps, email: string, companyName: string) {
  sendInBackground(deps, joinedMail(email, companyName, signInLink(deps.config.publicUrl)));
}
