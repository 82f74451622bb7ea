import { initServer } from '@ts-rest/fastify';
import type { FastifyRequest } from 'fastify';
import {
  type DirectoryQuery,
  IntegrationCreate,
  type IntegrationListQuery,
  IntegrationUpdate,
  integrationsContract,
} from '#contract/integrations';
import { actorOf, applicationOf } from '#server/customers/routes';
import type { AppDeps } from '#server/deps';
import { recordRoutes } from '#server/kit/index';
import { checkIntegration } from './health';
import { type Keyring, resolveKeyring } from './keyring';
import { listDirectory, listIntegrations } from './list';
import {
  createIntegration,
  type IntegrationAt,
  loadDirectorySupplier,
  loadIntegration,
  type SupplierAt,
  updateIntegration,
} from './store';

const s = initServer();

const supplierAt = (request: FastifyRequest, params: { supplierId: number }): SupplierAt => ({
  ...applicationOf(request),
  supplierId: params.supplierId,
});

const integrationAt = (
  request: FastifyRequest,
  params: { supplierId: number; integrationId: number },
): IntegrationAt => ({ ...supplierAt(request, params), integrationId: params.integrationId });

/** An application's suppliers and integrations; the gate has checked permission and feature. */
export function integrationsRouter(deps: AppDeps) {
  const { db } = deps.db;
  // Resolved at the first write that needs it, so starting stays as quick as it was.
  let keyring: Promise<Keyring> | undefined;
  const keys = () => {
    keyring ??= resolveKeyring(deps.config, deps.db);
    return keyring;
  };
  return s.router(integrationsContract, {
    ...recordRoutes({
      scope: (request, call: { params: { supplierId: number } }) =>
        supplierAt(request, call.params),
      at: integrationAt,
      actor: actorOf,
      list: () => Promise.reject(new Error('answered by the route below')),
      parseCreate: (body) => IntegrationCreate.parse(body),
      create: async (actor, at, body) => createIntegration(db, await keys(), actor, at, body),
      load: (at) => loadIntegration(db, at),
      parseUpdate: (body) => IntegrationUpdate.parse(body),
      update: async (actor, at, body) => updateIntegration(db, await keys(), actor, at, body),
    }),
    // My suppliers is the application's, not under one supplier as the add is.
    list: async ({ request, query }: { request: FastifyRequest; query: IntegrationListQuery }) => ({
      status: 200,
      body: await listIntegrations(db, applicationOf(request), query),
    }),
    directory: async ({ request, query }: { request: FastifyRequest; query: DirectoryQuery }) => ({
      status: 200,
      body: await listDirectory(db, applicationOf(request).applicationId, query),
    }),
    check: async ({ request, params }) => {
      const at = integrationAt(request, params);
      await checkIntegration(db, await keys(), at);
      return { status: 200, body: await loadIntegration(db, at) };
    },
    supplier: async ({ request, params }) => ({
      status: 200,
      body: await loadDirectorySupplier(db, supplierAt(request, params)),
    }),
  });
}
