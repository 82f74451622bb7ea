import type { AppDeps } from '#server/deps';
import { createMailer, type Mailer } from './mailer';

/**
 * Mail is never sent from a request: it is queued with the change that causes it, in the same
 * transaction, and the outbox sender (server/outbox/worker.ts) delivers it.
 */
export { enqueueMail } from '#server/outbox/enqueue';
export type { Mailer, MailMessage } from './mailer';

const mailers = new WeakMap<AppDeps['config'], Mailer>();

/** One mailer (one SMTP connection pool) per app, shared by every area that sends mail. */
export function mailerFor({ config, logger }: AppDeps): Mailer {
  let mailer = mailers.get(config);
  if (!mailer) {
    mailer = createMailer({
      smtpUrl: config.smtpUrl,
      mailFrom: config.mailFrom,
      dataDir: config.dataDir,
      logger,
    });
    mailers.set(config, mailer);
  }
  return mailer;
}
