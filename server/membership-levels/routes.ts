import { initServer } from '@ts-rest/fastify';
import type { FastifyRequest } from 'fastify';
import {
  LEVEL_TEXT,
  MembershipLevelCreate,
  type MembershipLevelListQuery,
  MembershipLevelUpdate,
  membershipLevelsContract,
} from '#contract/membership-levels';
import { actorOf, applicationOf } from '#server/customers/routes';
import type { AppDeps } from '#server/deps';
import { recordRoutes } from '#server/kit/index';
import { listMembershipLevels } from './list';
import {
  createMembershipLevel,
  type LevelAt,
  loadMembershipLevel,
  removeMembershipLevel,
  updateMembershipLevel,
} from './store';

const s = initServer();

const levelAt = (request: FastifyRequest, params: { membershipId: number }): LevelAt => ({
  ...applicationOf(request),
  membershipId: params.membershipId,
});

/** An application's membership levels; the gate has checked the permission and the feature. */
export function membershipLevelsRouter(deps: AppDeps) {
  const { db } = deps.db;
  return s.router(membershipLevelsContract, {
    ...recordRoutes({
      scope: applicationOf,
      at: levelAt,
      actor: actorOf,
      list: (scope, query: MembershipLevelListQuery) => listMembershipLevels(db, scope, query),
      parseCreate: (body) => MembershipLevelCreate.parse(body),
      create: async (actor, scope, body) => ({
        membershipId: await createMembershipLevel(db, actor, scope, body),
      }),
      load: (at) => loadMembershipLevel(db, at),
      parseUpdate: (body) => MembershipLevelUpdate.parse(body),
      update: (actor, at, body) => updateMembershipLevel(db, actor, at, body),
    }),

    remove: async ({ request, params }) => {
      await removeMembershipLevel(db, actorOf(request), levelAt(request, params));
      return { status: 200, body: { message: LEVEL_TEXT.removed } };
    },
  });
}
