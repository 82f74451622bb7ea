import {
  type AppRoute,
  type AppRouter,
  ContractNoBody,
  isAppRoute,
  isAppRouteMutation,
} from '@ts-rest/core';
import { eq } from 'drizzle-orm';
import { declaredAccess, permissionNames, type RouteAccess } from '#contract/access';
import { APP_FEATURES } from '#contract/application-form';
import { contract } from '#contract/index';
import { hashKey } from '#server/applications/write';
import { applications } from '#server/db/schema';
import { APPLICATION } from './fixtures/define';
import type { TestServer } from './harness';

/** The demo company and application; a path's values come from tests/server/fixtures/. */
export { APPLICATION, COMPANY } from './fixtures/define';

export const INGESTION_KEY = 'authorization-matrix-ingestion-key';

export type Operation = { name: string; route: AppRoute; declared: RouteAccess | undefined };

/** Every operation of the contract, however deeply its routers nest. */
export function operations(router: AppRouter = contract, prefix = ''): Operation[] {
  return Object.entries(router).flatMap(([key, value]) => {
    const name = prefix ? `${prefix}.${key}` : key;
    if (!isAppRoute(value)) return operations(value, name);
    return [{ name, route: value, declared: declaredAccess(value.metadata) }];
  });
}

/** The callers each operation is tried with. */
export type Caller =
  | 'no token'
  | "another company's admin"
  | 'member without it'
  | 'permitted'
  | 'permitted, in an application without the feature';

/** The callers an operation is tried with: the feature check only where a feature is declared. */
export function callersOf(declared: RouteAccess | undefined): Caller[] {
  const callers: Caller[] = [
    'no token',
    "another company's admin",
    'member without it',
    'permitted',
  ];
  const feature = declared?.scope === 'application' && declared.feature;
  return feature ? [...callers, 'permitted, in an application without the feature'] : callers;
}

/** What the answer must be: this status, or anything but these (never a server error). */
export type Expected = { status: number } | { not: readonly number[] };

const companyInPath = (route: AppRoute) => /\/companies\/:/.test(route.path);

/** The answer each caller must get, derived from nothing but the route's declared access. */
export function expected(declared: RouteAccess, route: AppRoute, caller: Caller): Expected {
  const admitted = { not: [401, 403, 404] } as const;
  switch (declared.scope) {
    case 'public':
      return { not: [] };
    case 'ingestionKey':
      return caller === 'permitted' ? { not: [401] } : { status: 401 };
    case 'signedIn':
      return caller === 'no token' ? { status: 401 } : { not: [401] };
    case 'platformAdmin':
      // To anyone but a platform admin the admin area does not exist.
      if (caller === 'no token') return { status: 401 };
      return caller === 'permitted' ? { not: [401, 403, 404] } : { status: 404 };
    case 'company':
    case 'application':
      if (caller === 'no token') return { status: 401 };
      if (caller === "another company's admin") {
        // Without a company or application in the path, the call acts in the caller's own.
        const named = companyInPath(route) || declared.scope === 'application';
        return named ? { status: 404 } : admitted;
      }
      if (caller === 'permitted, in an application without the feature') return { status: 404 };
      if (caller === 'member without it') {
        return permissionNames(declared.permission).length > 0 ? { status: 403 } : admitted;
      }
      return admitted;
  }
}

/** A body the route could read: none for bodiless calls. */
export const takesBody = (route: AppRoute) =>
  isAppRouteMutation(route) && route.body !== ContractNoBody;

/**
 * Switches the demo application's features: all of them for permitted callers, so a feature
 * route opens, all but the route's own for the refusal.
 */
export async function withFeatures(server: TestServer, declared: RouteAccess, on: boolean) {
  const feature = declared.scope === 'application' ? declared.feature : undefined;
  const features = APP_FEATURES.filter((f) => on || f !== feature);
  await server.database.db
    .update(applications)
    .set({ features })
    .where(eq(applications.id, APPLICATION));
}

/** Gives the demo application a key the test knows (only its hash is stored). */
export async function knownIngestionKey(server: TestServer) {
  await server.database.db
    .update(applications)
    .set({ ingestionKeyHash: hashKey(INGESTION_KEY) })
    .where(eq(applications.id, APPLICATION));
}
