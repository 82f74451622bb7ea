import type { MailMessage } from './mailer';

/** The texts of every email the console sends; each carries its links in plain text. */
export const mailTemplates = {
  resetPassword(to: string, link: string): MailMessage {
    return {
      to,
      subject: 'Reset your Waypoint Console password',
      text: [
        'Someone (hopefully you) asked to reset the password of your Waypoint Console account.',
        '',
        `Choose a new password here (the link works once, for one hour):`,
        link,
        '',
        'If you did not ask for this, ignore this email: your password stays as it is.',
      ].join('\n'),
      links: [link],
    };
  },

  verifyEmail(to: string, link: string): MailMessage {
    return {
      to,
      subject: 'Confirm your email address for Waypoint Console',
      text: [
        'Confirm that this is your email address by opening this link (it works once, for 24 hours):',
        link,
      ].join('\n'),
      links: [link],
    };
  },

  invitation(to: string, companyName: string, link: string): MailMessage {
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
  },

  companyInterest(to: string, firstName: string, companyName: string): MailMessage {
    return {
      to,
      subject: 'We received your registration of interest',
      text: [
        `Hello ${firstName},`,
        '',
        `Thank you for registering the interest of ${companyName} in Waypoint Console.`,
        'Our team will contact you shortly.',
      ].join('\n'),
      links: [],
    };
  },

  /** To someone whose existing account was added to another company: nothing of theirs changed. */
  joinedCompany(to: string, companyName: string, link: string): MailMessage {
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
  },
};
