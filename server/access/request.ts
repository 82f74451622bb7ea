import type { AppRoute } from '@ts-rest/core';
import type { FastifyRequest } from 'fastify';
import type { Principal } from '#server/auth/tokens';
import type { Access } from './access';
import type { Site } from './ingestion';

declare module 'fastify' {
  interface FastifyRequest {
    /** Who sent the request, once the route's gate has checked the token. */
    principal: Principal | null;
    /** The company-scoped decision of the route's gate (company and application scopes). */
    access: Access | null;
    /** The booking site of a route declared ingestionKey, once its key was checked. */
    site: Site | null;
  }
  interface FastifyContextConfig {
    /** Set by @ts-rest/fastify on every contract route it registers. */
    tsRestRoute?: AppRoute;
  }
}

/**
 * A handler asking for what its route's declared access did not establish is a mistake in
 * the contract (a route declared public that needs a user), never the caller's: it fails
 * loudly instead of serving the request unchecked.
 */
const undeclared = (request: FastifyRequest, what: string) =>
  new Error(`${request.routeOptions.url ?? request.url} needs ${what} but does not declare it`);

/** The signed-in caller of a route declared signedIn, company or application. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw undeclared(request, 'a signed-in caller');
  return request.principal;
}

/** The caller's access in the company of a route declared company or application. */
export function accessOf(request: FastifyRequest): Access {
  if (!request.access) throw undeclared(request, 'company access');
  return request.access;
}

/** The booking site calling a route declared ingestionKey. */
export function siteOf(request: FastifyRequest): Site {
  if (!request.site) throw undeclared(request, 'an ingestion key');
  return request.site;
}

/** Where dashboards live: a company, or one application of it. */
export type Scope = { companyId: number; applicationId: number | null };
export type ScopeParams = { companyId: number } | { applicationId: number };

/**
 * The scope a route acts in, as its gate decided it: the company, and for
 * `/applications/{applicationId}/…` the application the gate found in it. The handler's
 * params only say which kind it expects; a mismatch is a contract mistake.
 */
export function scopeOf(request: FastifyRequest, params: ScopeParams): Scope {
  const { companyId, applicationId } = accessOf(request);
  if ('applicationId' in params !== (applicationId !== null)) {
    throw undeclared(request, 'the application scope');
  }
  return { companyId, applicationId };
}
