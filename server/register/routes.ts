import { initServer } from '@ts-rest/fastify';
import { REGISTER_TEXT, registerContract } from '#contract/register';
import type { AppDeps } from '#server/deps';
import { recordInterest } from './store';

const s = initServer();

export function registerRouter(deps: AppDeps) {
  return s.router(registerContract, {
    companyInterest: async ({ body }) => {
      await recordInterest(deps.db.db, body);
      return { status: 200, body: { message: REGISTER_TEXT.received } };
    },
  });
}
