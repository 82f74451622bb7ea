import { initServer } from '@ts-rest/fastify';
import type { FastifyRequest } from 'fastify';
import {
  EXTRA_TEXT,
  ExtraCreate,
  ExtraGroupCreate,
  type ExtraGroupListQuery,
  ExtraGroupUpdate,
  type ExtraListQuery,
  ExtraUpdate,
  extraGroupsContract,
  extrasContract,
} from '#contract/extras';
import { actorOf, applicationOf } from '#server/customers/routes';
import type { AppDeps } from '#server/deps';
import { recordRoutes } from '#server/kit/index';
import { listExtraGroups, listExtras } from './list';
import {
  createExtra,
  createExtraGroup,
  type ExtraAt,
  type GroupAt,
  loadExtra,
  loadExtraGroup,
  removeExtra,
  removeExtraGroup,
  updateExtra,
  updateExtraGroup,
} from './store';

const s = initServer();

const groupAt = (request: FastifyRequest, params: { groupId: number }): GroupAt => ({
  ...applicationOf(request),
  groupId: params.groupId,
});
const extraAt = (request: FastifyRequest, params: { extraId: number }): ExtraAt => ({
  ...applicationOf(request),
  extraId: params.extraId,
});

/** An application's extra groups; the gate has checked the permission and the feature. */
export function extraGroupsRouter(deps: AppDeps) {
  const { db } = deps.db;
  return s.router(extraGroupsContract, {
    ...recordRoutes({
      scope: applicationOf,
      at: groupAt,
      actor: actorOf,
      list: (scope, query: ExtraGroupListQuery) => listExtraGroups(db, scope, query),
      parseCreate: (body) => ExtraGroupCreate.parse(body),
      create: async (actor, scope, body) => ({
        groupId: await createExtraGroup(db, actor, scope, body),
      }),
      load: (at) => loadExtraGroup(db, at),
      parseUpdate: (body) => ExtraGroupUpdate.parse(body),
      update: (actor, at, body) => updateExtraGroup(db, actor, at, body),
    }),
    remove: async ({ request, params }) => {
      await removeExtraGroup(db, actorOf(request), groupAt(request, params));
      return { status: 200, body: { message: EXTRA_TEXT.groupRemoved } };
    },
  });
}

/** An application's extras; the gate has checked the permission and the feature. */
export function extrasRouter(deps: AppDeps) {
  const { db } = deps.db;
  return s.router(extrasContract, {
    ...recordRoutes({
      scope: applicationOf,
      at: extraAt,
      actor: actorOf,
      list: (scope, query: ExtraListQuery) => listExtras(db, scope, query),
      parseCreate: (body) => ExtraCreate.parse(body),
      create: async (actor, scope, body) => ({
        extraId: await createExtra(db, actor, scope, body),
      }),
      load: (at) => loadExtra(db, at),
      parseUpdate: (body) => ExtraUpdate.parse(body),
      update: (actor, at, body) => updateExtra(db, actor, at, body),
    }),
    remove: async ({ request, params }) => {
      await removeExtra(db, actorOf(request), extraAt(request, params));
      return { status: 200, body: { message: EXTRA_TEXT.removed } };
    },
  });
}
