import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  /** The links the message carries; logged when it goes to the outbox. */
  links: string[];
};

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export type MailerOptions = {
  smtpUrl: string | undefined;
  mailFrom: string;
  dataDir: string;
  logger: FastifyBaseLogger;
};

/**
 * SMTP when SMTP_URL is set; otherwise every message becomes a JSON file in DATA_DIR/outbox
 * and its links are logged, so the embedded default works without any mail server.
 */
export function createMailer(options: MailerOptions): Mailer {
  return options.smtpUrl ? smtpMailer(options.smtpUrl, options) : outboxMailer(options);
}

const SMTP_TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };

function smtpMailer(url: string, { mailFrom, logger }: MailerOptions): Mailer {
  // nodemailer loads with the first mail: the outbox default and most starts never need it.
  let transport: Promise<Transporter> | undefined;
  return {
    async send(message) {
      // A server that stops answering fails the send within about two minutes, well inside
      // the outbox's claim, so no other instance takes the message over while it is in flight.
      transport ??= import('nodemailer').then(({ createTransport }) =>
        createTransport({ url, ...SMTP_TIMEOUTS }),
      );
      await (await transport).sendMail({
        from: mailFrom,
        to: message.to,
        subject: message.subject,
        text: message.text,
      });
      logger.info({ subject: message.subject }, 'mail sent');
    },
  };
}

/** Where outbox messages go; the e2e tests read them there. */
export const outboxDir = (dataDir: string) => join(dataDir, 'outbox');

function outboxMailer({ mailFrom, dataDir, logger }: MailerOptions): Mailer {
  return {
    async send(message) {
      const dir = outboxDir(dataDir);
      await mkdir(dir, { recursive: true });
      // Time first so a directory listing sorts oldest to newest.
      const name = `${Date.now()}-${randomBytes(4).toString('hex')}.json`;
      const file = { from: mailFrom, date: new Date().toISOString(), ...message };
      // Written aside, then renamed: whoever lists the outbox never reads half a message.
      const partial = join(dir, `.${name}.partial`);
      await writeFile(partial, `${JSON.stringify(file, null, 2)}\n`, { mode: 0o600 });
      await rename(partial, join(dir, name));
      logger.info(
        { subject: message.subject, links: message.links, file: name },
        'mail written to the outbox',
      );
    },
  };
}
