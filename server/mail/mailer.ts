import { randomBytes } from 'node:crypto';
import { link, mkdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
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
  /**
   * Delivers the message. `key` names it for good (the outbox row's, stable across retries):
   * a mailer that is `idempotent` delivers a key at most once however often it is asked.
   */
  send(message: MailMessage, key?: string): Promise<void>;
  /**
   * True when sending a key again cannot deliver it twice (the file outbox); the sender then
   * marks messages sent in groups. SMTP is not: what a server accepted cannot be recalled.
   */
  readonly idempotent?: boolean;
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
    idempotent: true,
    async send(message, key) {
      const dir = outboxDir(dataDir);
      await mkdir(dir, { recursive: true });
      // The key starts with the time the message was queued, so a listing sorts oldest first;
      // without one (a direct send), the time now and a random tail.
      const name = `${key ?? `${Date.now()}-${randomBytes(4).toString('hex')}`}.json`;
      const file = { from: mailFrom, date: new Date().toISOString(), ...message };
      // Written aside, then moved into place: whoever lists the outbox never reads half a message.
      const partial = join(dir, `.${name}.${randomBytes(4).toString('hex')}.partial`);
      await writeFile(partial, `${JSON.stringify(file, null, 2)}\n`, { mode: 0o600 });
      // A kill in between leaves only a dot file, which no reader of the outbox lists.
      const final = join(dir, name);
      if (!key) await rename(partial, final);
      else if (!(await placeOnce(partial, final))) return;
      logger.info(
        { subject: message.subject, links: message.links, file: name },
        'mail written to the outbox',
      );
    },
  };
}

/**
 * Moves a written message to its name unless a message of that name is there already (a sender
 * stopped after writing it, before its mark was committed), which stays as it was. A hard link
 * does that in one step that fails when the name exists; where the file system has no hard
 * links, a rename after a look is enough, as one message is only ever in one sender's hands.
 * Answers whether this call delivered it.
 */
async function placeOnce(partial: string, final: string): Promise<boolean> {
  try {
    await link(partial, final);
    await unlink(partial).catch(() => {});
    return true;
  } catch (err) {
    const exists = (err as NodeJS.ErrnoException).code === 'EEXIST' || (await present(final));
    if (exists) {
      await unlink(partial).catch(() => {});
      return false;
    }
    await rename(partial, final);
    return true;
  }
}

const present = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );
