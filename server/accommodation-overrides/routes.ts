import { initServer } from '@ts-rest/fastify';
import type { FastifyRequest } from 'fastify';
import {
  accommodationOverridesContract,
  OVERRIDE_TEXT,
  OverrideCreate,
  type OverrideListQuery,
  OverrideUpdate,
} from '#contract/accommodation-overrides';
import { actorOf, applicationOf } from '#server/customers/routes';
import type { AppDeps } from '#server/deps';
import { imageUploadHandler } from '#server/files/store';
import { recordRoutes } from '#server/kit/index';
import { listOverrides } from './list';
import {
  createOverride,
  loadOverride,
  type OverrideAt,
  overrideSuppliers,
  removeOverride,
  updateOverride,
} from './store';

const s = initServer();

const overrideAt = (request: FastifyRequest, params: { overrideId: number }): OverrideAt => ({
  ...applicationOf(request),
  overrideId: params.overrideId,
});

/** An application's accommodation overrides; the gate has checked the permission and feature. */
export function accommodationOverridesRouter(deps: AppDeps) {
  const { db } = deps.db;
  return s.router(accommodationOverridesContract, {
    ...recordRoutes({
      scope: applicationOf,
      at: overrideAt,
      actor: actorOf,
      list: (scope, query: OverrideListQuery) => listOverrides(db, scope, query),
      parseCreate: (body) => OverrideCreate.parse(body),
      create: async (actor, scope, body) => ({
        overrideId: await createOverride(db, actor, scope, body),
      }),
      load: (at) => loadOverride(db, at),
      parseUpdate: (body) => OverrideUpdate.parse(body),
      update: (actor, at, body) => updateOverride(db, actor, at, body),
    }),
    suppliers: async () => ({ status: 200, body: await overrideSuppliers(db) }),
    remove: async ({ request, params }) => {
      await removeOverride(db, actorOf(request), overrideAt(request, params));
      return { status: 200, body: { message: OVERRIDE_TEXT.removed } };
    },
    uploadImage: imageUploadHandler(db, OVERRIDE_TEXT.imageRejected),
  });
}
