import { type AppRoute, validateIfSchema } from '@ts-rest/core';
import { RequestValidationError } from '@ts-rest/fastify';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { declaredAccess, type RouteAccess } from '#contract/access';
import { authenticate, authenticateSession } from '#server/auth/authenticate';
import type { AppDeps } from '#server/deps';
import { decider } from './access';
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
  api.decorateRequest('site', null);
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
      // An id that is no id is the 400 the document promises; it tells nothing of which exist.
      return async (request) => {
        request.site = await authenticateSite(db, request, ids(request).applicationId);
      };
    case 'signedIn':
      return async (request) => {
        request.principal = await authenticateSession(request, db, config.jwtSecret);
      };
    case 'platformAdmin': {
      const decide = decider(db, { scope: 'platformAdmin' });
      return async (request) => {
        request.principal = await decide(await signedIn(request));
      };
    }
    case 'company':
    case 'application': {
      const company = companyParam(route);
      const feature = declared.scope === 'application' ? declared.feature : undefined;
      const resource = resourceOf(route, declared.scope, feature);
      const decide = decider(db, {
        scope: 'company',
        permission: declared.permission ?? null,
        ...(resource ? { resource } : {}),
      });
      return async (request) => {
        const principal = await signedIn(request);
        const params = ids(request);
        const companyId = company ? param(params, company) : principal.companyId;
        request.principal = principal;
        request.access = await decide(principal, {
          companyId,
          ...(resource ? { resourceId: param(params, resource.param) } : {}),
        });
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
