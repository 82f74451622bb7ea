import type { AppDeps } from '#server/deps';
import { createMailer, type Mailer, type MailMessage } from './mailer';

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

/**
 * Sends without making the request wait, so the answer takes as long whether or not a mail
 * goes out (no account enumeration by timing); a failure is logged, never shown.
 */
export function sendInBackground(deps: AppDeps, message: MailMessage): void {
  mailerFor(deps)
    .send(message)
    .catch((err: unknown) => deps.logger.error({ err, to: message.to }, 'mail not sent'));
}
