import { initServer } from '@ts-rest/fastify';
import { REGISTER_TEXT, registerContract } from '#contract/register';
import type { AppDeps } from '#server/deps';
import { sendInBackground } from '#server/mail/index';
import { mailTemplates } from '#server/mail/templates';
import { recordInterest } from './store';

const s = initServer();

export function registerRouter(deps: AppDeps) {
  return s.router(registerContract, {
    companyInterest: async ({ body }) => {
      const submissions = await recordInterest(deps.db.db, body);
      // One acknowledgement per day and address, however often the form is sent.
      if (submissions === 1) {
        sendInBackground(
          deps,
          mailTemplates.companyInterest(body.email, body.firstName, body.companyName),
        );
      }
      return { status: 200, body: { message: REGISTER_TEXT.received } };
    },
  });
}
