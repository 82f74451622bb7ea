import { initServer } from '@ts-rest/fastify';
import type { FastifyRequest } from 'fastify';
import {
  type AttemptListQuery,
  SubscriptionCreate,
  type SubscriptionListQuery,
  SubscriptionUpdate,
  webhooksContract,
} from '#contract/webhooks';
import { actorOf, applicationOf } from '#server/customers/routes';
import type { AppDeps } from '#server/deps';
import { recordRoutes } from '#server/kit/index';
import { type Keyring, resolveKeyring } from '../keyring';
import type { IntegrationAt } from '../store';
import { listAttempts, listSubscriptions } from './list';
import {
  createSubscription,
  loadSubscription,
  redeliver,
  rotateSecret,
  type SubscriptionAt,
  updateSubscription,
} from './store';

const s = initServer();

type IntegrationParams = { supplierId: number; integrationId: number };

const integrationAt = (request: FastifyRequest, params: IntegrationParams): IntegrationAt => ({
  ...applicationOf(request),
  supplierId: params.supplierId,
  integrationId: params.integrationId,
});

const subscriptionAt = (
  request: FastifyRequest,
  params: IntegrationParams & { subscriptionId: number },
): SubscriptionAt => ({ ...integrationAt(request, params), subscriptionId: params.subscriptionId });

/**
 * An integration's webhook subscriptions. No route here sends anything: deliveries are the
 * background deliverer's (worker.ts), so a hanging endpoint never holds a console request.
 */
export function webhooksRouter(deps: AppDeps) {
  const { db } = deps.db;
  const allowPrivate = deps.config.webhooksAllowPrivate;
  let keyring: Promise<Keyring> | undefined;
  const keys = () => {
    keyring ??= resolveKeyring(deps.config, deps.db);
    return keyring;
  };
  return s.router(webhooksContract, {
    ...recordRoutes({
      scope: (request, call: { params: IntegrationParams }) => integrationAt(request, call.params),
      at: subscriptionAt,
      actor: actorOf,
      list: (scope, query: SubscriptionListQuery) => listSubscriptions(db, scope, query),
      parseCreate: (body) => SubscriptionCreate.parse(body),
      create: async (actor, at, body) =>
        createSubscription(db, await keys(), allowPrivate, actor, at, body),
      load: (at) => loadSubscription(db, at),
      parseUpdate: (body) => SubscriptionUpdate.parse(body),
      update: (actor, at, body) => updateSubscription(db, allowPrivate, actor, at, body),
    }),
    rotate: async ({ request, params }) => ({
      status: 200,
      body: await rotateSecret(db, await keys(), actorOf(request), subscriptionAt(request, params)),
    }),
    deliveries: async ({
      request,
      params,
      query,
    }: {
      request: FastifyRequest;
      params: IntegrationParams & { subscriptionId: number };
      query: AttemptListQuery;
    }) => {
      const at = subscriptionAt(request, params);
      await loadSubscription(db, at);
      return { status: 200, body: await listAttempts(db, at.subscriptionId, query) };
    },
    redeliver: async ({ request, params }) => {
      await redeliver(db, subscriptionAt(request, params), params.deliveryId);
      return { status: 202, body: { deliveryId: params.deliveryId } };
    },
  });
}
