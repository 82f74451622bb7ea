import { initServer } from '@ts-rest/fastify';
import Fastify, { type FastifyInstance } from 'fastify';
import { contract } from '#contract/index';
import { installGates } from './access/gate';
import { accountRouter } from './account/routes';
import { areaJobs, areaRouters } from './area-routers';
import { createAuditPurger } from './audit/purge';
import { authRouter } from './auth/routes';
import type { AppDeps } from './deps';
import { eventsRouter } from './events/routes';
import { registerFiles } from './files/routes';
import { healthRouter } from './health/routes';
import { refuseOtherMethods, trackRoutes } from './http/allowed-methods';
import { registerCompression } from './http/compress';
import { handleError } from './http/errors';
import { echoRequestId, genReqId } from './http/request-id';
import { RequestLog } from './http/request-log';
import { registerSecurityHeaders } from './http/security-headers';
import { registerSpa } from './http/static';
import { registerUploads } from './http/upload';
import { replyWithValidationProblem } from './http/validation';
import { raiseIngestBodyLimit } from './ingest/body-limit';
import { ingestRouter } from './ingest/routes';
import { createAreaWork } from './kit/area-work';
import { createBackgroundWork } from './kit/background';
import { mailerFor } from './mail/index';
import { registerOpenApi } from './openapi/routes';
import { createOutboxWorker } from './outbox/worker';
import { passwordRouter } from './password/routes';
import { preferencesRouter } from './preferences/routes';
import { registerRouter } from './register/routes';
import { sessionRouter } from './session/routes';
import { socialRouter } from './social/routes';
import { twoFactorRouter } from './twofactor/routes';

export type { AppDeps } from './deps';

/** JSON bodies are small forms; uploads get their own, larger limit on their routes. */
export const JSON_BODY_LIMIT = 1024 * 1024;

const s = initServer();

export type BuildOptions = {
  /**
   * Checks every answer against its contract response before it is sent, so an answer that
   * drifts from the contract fails as a 500 instead of reaching a client. On in tests; off in
   * production, where it would parse every answer body a second time.
   */
  validateResponses?: boolean;
};

/** The whole HTTP server, not yet listening. Tests build it with their own database. */
export async function buildApp(
  given: Omit<AppDeps, 'background'>,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const background = createBackgroundWork();
  const deps: AppDeps = { ...given, background };
  const app = Fastify({
    loggerInstance: deps.logger,
    logController: new RequestLog(),
    genReqId,
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: deps.config.trustProxy,
    // Lets SIGTERM finish: idle keep-alive sockets close at once, busy ones after their reply.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    // A malformed or overlong path is refused before routing; it gets the same error bodies.
    frameworkErrors: handleError,
  });
  // Only JSON (and, later, multipart) is accepted; text/plain would slip past as a string.
  app.removeContentTypeParser('text/plain');
  const allowedMethods = trackRoutes(app);
  echoRequestId(app);
  app.setErrorHandler(handleError);
  deps.foreground?.track(app);
  await registerSecurityHeaders(app, { tls: deps.config.publicUrl.startsWith('https:') });
  refuseOtherMethods(app, allowedMethods);
  await registerUploads(app);
  registerFiles(app, deps);

  // ts-rest installs its own error handler; inside this child scope it only handles
  // validation failures and hands every other error up to handleError.
  await app.register(async (api) => {
    await registerCompression(api);
    installGates(api, deps);
    raiseIngestBodyLimit(api);
    const router = s.router(contract, {
      // The platform's services, which no area owns.
      health: healthRouter(deps),
      auth: authRouter(deps),
      password: passwordRouter(deps),
      register: registerRouter(deps),
      account: accountRouter(deps),
      session: sessionRouter(deps),
      social: socialRouter(deps),
      twoFactor: twoFactorRouter(deps),
      events: eventsRouter(deps),
      preferences: preferencesRouter(deps),
      ingest: ingestRouter(deps),
      ...areaRouters(deps),
    });
    s.registerRouter(contract, router, api, {
      logInitialization: false,
      responseValidation: options.validateResponses ?? false,
      requestValidationErrorHandler: replyWithValidationProblem,
    });
  });
  await registerOpenApi(app);
  await registerSpa(app, deps.config, allowedMethods);
  // Every instance sends from the shared outbox; closing the app (SIGTERM) finishes the
  // message in hand and hands the rest of its claim back before the database closes.
  const outbox = createOutboxWorker({
    database: deps.db,
    mailer: mailerFor(deps),
    publicUrl: deps.config.publicUrl,
    logger: deps.logger,
  });
  app.decorate('outboxSender', outbox);
  app.addHook('onReady', () => outbox.start());
  app.addHook('onClose', () => outbox.stop());
  // Every instance purges audit rows past their retention; batches never overlap (purge.ts).
  const purger = createAuditPurger(deps.db.db, deps.logger);
  app.addHook('onReady', async () => purger.start());
  app.addHook('onClose', () => purger.stop());
  app.addHook('onClose', () => background.stop());
  // Every instance runs the areas' jobs, like the outbox: it ticks their schedules (each tick
  // claims its work in the database) and runs their workers (webhook delivery).
  const areaWork = createAreaWork(areaJobs(deps), deps.logger);
  app.decorate('areaWork', areaWork);
  app.addHook('onReady', () => areaWork.start());
  app.addHook('onClose', () => areaWork.stop());
  return app;
}
