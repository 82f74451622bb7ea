import { type AppRoute, validateIfSchema } from '@ts-rest/core';
import { RequestValidationError } from '@ts-rest/fastify';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { declaredAccess, type RouteAccess } from '#contract/access';
import { MSG } from '#contract/messages';
import { authenticate, authenticateSession } from '#server/auth/authenticate';
import { liveSession } from '#server/auth/live-session';
import type { Principal } from '#server/auth/tokens';
import type { Db } from '#server/db/client';
import { sessions, users } from '#server/db/schema';
import type { AppDeps } from '#server/deps';
import { HttpProblem } from '#server/http/problem';
import { decide } from './access';
import { authenticateSite } from './ingestion';
import './request';
import { companyParam, type Ids, param, resourceOf } from './resources';

type Gate = (request: FastifyRequest) => Promise<void>;
type ReadIds = (request: FastifyRequest) => Ids;

/**
 * Every contract route of `api` gets the gate its contract declares, run on request — before
 * the body is read, let alone validated — so a stranger learns nothing about what the route
 * expects, and a caller without access is refused before their input counts. A route
 * without a declaration stops the server from starting.
 */
export function installGates(api: FastifyInstance, deps: Pick<AppDeps, 'db' | 'config'>) {
  api.decorateRequest('principal', null);
  api.decorateRequest('access', null);
  api.addHook('onRoute', (options) => {
    const route = options.config?.tsRestRoute;
    if (!route) throw new Error(`${options.method} ${options.url} is not a contract route`);
    const declared = declaredAccess(route.metadata);
    if (!declared) throw new Error(`${route.method} ${route.path} declares no access`);
    const gate = gateFor(deps, route, declared);
    if (!gate) return;
    const hook: onRequestAsyncHookHandler = (request) => gate(request);
    const own = options.onRequest;
    options.onRequest = own === undefined ? [hook] : [hook, ...[own].flat()];
  });
}

function gateFor(
  { db: { db }, config }: Pick<AppDeps, 'db' | 'config'>,
  route: AppRoute,
  declared: RouteAccess,
): Gate | undefined {
  const signedIn = (request: FastifyRequest) => authenticate(request, config.jwtSecret);
  const ids = idsOf(route);
  switch (declared.scope) {
    case 'public':
      return undefined;
    case 'ingestionKey':
      return (request) => authenticateSite(db, request, validIds(ids, request)?.applicationId);
    case 'signedIn':
      return async (request) => {
        request.principal = await authenticateSession(request, db, config.jwtSecret);
      };
    case 'platformAdmin':
      return async (request) => {
        const principal = await signedIn(request);
        const admin = await isPlatformAdmin(db, principal);
        if (admin === null) throw new HttpProblem(401, { title: MSG.notSignedIn });
        // Not found, not forbidden: the admin operations are not disclosed to anyone else.
        if (!admin) throw new HttpProblem(404, { title: MSG.notFound });
        request.principal = principal;
      };
    case 'company':
    case 'application': {
      const company = companyParam(route);
      const resource = resourceOf(route, declared.scope);
      const permission = declared.permission ?? null;
      return async (request) => {
        const principal = await signedIn(request);
        const params = ids(request);
        const companyId = company ? param(params, company) : principal.companyId;
        request.principal = principal;
        request.access = await decide(db, principal, companyId, permission, resource?.(params));
      };
    }
  }
}

/**
 * The route's path parameters as its own contract reads them. Ids that are no ids are the
 * same 400 validation would give, with the parameters' errors only: nothing of the body.
 */
function idsOf(route: AppRoute): ReadIds {
  return (request) => {
    const parsed = validateIfSchema(request.params, route.pathParams, {
      passThroughExtraKeys: true,
    });
    if (parsed.error) throw new RequestValidationError(parsed.error, null, null, null);
    const params: Ids = {};
    if (typeof parsed.value !== 'object' || parsed.value === null) return params;
    for (const [name, value] of Object.entries(parsed.value)) {
      if (typeof value === 'number') params[name] = value;
    }
    return params;
  };
}

function validIds(ids: ReadIds, request: FastifyRequest) {
  try {
    return ids(request);
  } catch (err) {
    if (err instanceof RequestValidationError) return undefined;
    throw err;
  }
}

/** Whether the caller is a platform admin; null when the token's session has ended. */
async function isPlatformAdmin(db: Db, principal: Principal): Promise<boolean | null> {
  const [row] = await db
    .select({ admin: users.isPlatformAdmin })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(liveSession(principal));
  return row ? row.admin : null;
}
