import { integrationsArea } from '#contract/areas/integrations';
import { defineServerArea } from '#server/kit/area';
import { seedDemoIntegration } from './demo';
import { resolveKeyring } from './keyring';
import { integrationsRouter } from './routes';
import { healthSchedule } from './schedule';
import { seedDemoSubscription } from './webhooks/demo';
import { webhooksRouter } from './webhooks/routes';
import { createWebhookWorker, WEBHOOK_WORKER } from './webhooks/worker';

export const integrationsServer = defineServerArea({
  area: integrationsArea,
  routers: { integrations: integrationsRouter, webhooks: webhooksRouter },
  seed: async (tx, demo) => {
    await seedDemoIntegration(tx, demo);
    await seedDemoSubscription(tx, demo);
  },
  jobs: (deps) => {
    // Resolved at the first tick that finds a check due, as the router resolves it.
    let keyring: ReturnType<typeof resolveKeyring> | undefined;
    const keys = () => {
      keyring ??= resolveKeyring(deps.config, deps.db);
      return keyring;
    };
    const webhooks = createWebhookWorker({
      database: deps.db,
      keyring: keys,
      logger: deps.logger,
      allowPrivate: deps.config.webhooksAllowPrivate,
      leaseMs: deps.config.webhooksLeaseMs,
    });
    return [healthSchedule(deps, keys), { name: WEBHOOK_WORKER, ...webhooks }];
  },
});
