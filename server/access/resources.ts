import type { AppRoute } from '@ts-rest/core';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { AppFeature } from '#contract/application-form';
import { applications, memberships, roles } from '#server/db/schema';
import { RESOURCE_ID, type Resource } from './access';

/** A route's numeric path parameters, by name, as its contract parsed them. */
export type Ids = Record<string, number>;

export function param(params: Ids, name: string): number {
  const value = params[name];
  // Only a contract without a numeric pathParams schema for this name gets here.
  if (value === undefined) throw new Error(`path parameter ${name} is not a number`);
  return value;
}

/** The company a path names: the parameter right after `/companies/`. */
export function companyParam(route: AppRoute): string | undefined {
  // Under an application, /companies/:x names one of its linked (B2B) companies, not the
  // console's: the application's own company is the token's.
  if (route.path.includes('/applications/:applicationId/')) return undefined;
  return /\/companies\/:(\w+)/.exec(route.path)?.[1];
}

/**
 * What, besides the company, must exist in it for the call to make sense: the application
 * of an application-scoped route, the role of a `:roleId` path. Users, dashboards and widget
 * instances are looked up by their handlers inside the decided company, which is as good a 404.
 */
export function resourceOf(
  route: AppRoute,
  scope: 'company' | 'application',
  feature?: AppFeature,
): Resource | undefined {
  const names = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]);
  if ((scope === 'application') !== names.includes('applicationId')) {
    throw new Error(
      `${route.path}: declare the application scope exactly when :applicationId is in the path`,
    );
  }
  if (scope === 'application') {
    return {
      table: applications,
      id: applications.id,
      // The application's company is the membership's: another company's is not found.
      on:
        and(eq(applications.id, RESOURCE_ID), eq(applications.companyId, memberships.companyId)) ??
        sql`false`,
      param: 'applicationId',
      isApplication: true,
      ...(feature ? { fits: hasFeature(feature) } : {}),
    };
  }
  if (!names.includes('roleId')) return undefined;
  return {
    table: roles,
    id: roles.id,
    on: and(eq(roles.id, RESOURCE_ID), eq(roles.companyId, memberships.companyId)) ?? sql`false`,
    param: 'roleId',
  };
}

/** The application has switched the feature on (features gate by name, spec section 6). */
const hasFeature = (feature: AppFeature): SQL<boolean> =>
  sql<boolean>`${applications.features} @> array[${feature}]::text[]`;
