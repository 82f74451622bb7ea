import { initServer } from '@ts-rest/fastify';
import { healthContract } from '#contract/health';
import { MSG } from '#contract/messages';
import type { AppDeps } from '#server/deps';

const s = initServer();

export function healthRouter({ db, demoLoad }: AppDeps) {
  return s.router(healthContract, {
    health: async () => ({ status: 200, body: { status: 'ok' } }),
    demoStatus: async () => ({ status: 200, body: { loading: demoLoad?.loading() ?? false } }),
    ready: async ({ request }) => {
      try {
        await db.ping();
        return { status: 200, body: { status: 'ready' } };
      } catch (err) {
        request.log.warn({ err }, 'readiness check failed');
        return { status: 503, body: { title: MSG.databaseUnavailable } };
      }
    },
  });
}
