import { type AppRoute, type AppRouter, isAppRoute } from '@ts-rest/core';
import { describe, expect, it } from 'vitest';
import { declaredAccess, permissionNames, type RouteAccess } from '#contract/access';
import { contract } from '#contract/index';
import { pageAccess } from '#contract/page-access';
import { NAV_ITEMS } from '../../src/layouts/nav/nav-items';
import type { PageAccess } from '../../src/routing/page-access';
import { routes } from '../../src/routing/routes';

/** Every contract operation by its name (`roles.list`), as the access table keys them. */
function operations(router: AppRouter, prefix = ''): Map<string, AppRoute> {
  const found = new Map<string, AppRoute>();
  for (const [key, value] of Object.entries(router)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (isAppRoute(value)) found.set(name, value);
    else for (const [n, r] of operations(value, name)) found.set(n, r);
  }
  return found;
}

const OPERATIONS = operations(contract);
const declared = (name: string) => declaredAccess(OPERATIONS.get(name)?.metadata);
/** What the server enforces for a page's access: its operation's route, or the shared rule. */
const enforced = (access: Exclude<PageAccess, 'signedIn'>) =>
  typeof access === 'string' ? declared(access) : access.shared;
const tableEntries = Object.entries(pageAccess).flatMap(([area, ops]) =>
  Object.entries(ops).map(([op, access]): [string, RouteAccess] => [`${area}.${op}`, access]),
);
const mainRoutes = routes.flatMap((route) => (route.layout === 'main' ? [route] : []));

describe("the contract's access table", () => {
  it('is what the contract routes declare, entry by entry', () => {
    const drifted = tableEntries.filter(([name, access]) => declared(name) !== access);
    expect(drifted.map(([name]) => name)).toEqual([]);
  });

  it('holds every company and application operation, so no permission is typed twice', () => {
    const table = new Set(tableEntries.map(([name]) => name));
    const missing = [...OPERATIONS.keys()].filter((name) => {
      const scope = declared(name)?.scope;
      return (scope === 'company' || scope === 'application') && !table.has(name);
    });
    expect(missing).toEqual([]);
  });
});

describe('the page routes', () => {
  it('each say whose access they share', () => {
    const undeclared = mainRoutes.filter((route) => !route.access).map((route) => route.path);
    expect(undeclared).toEqual([]);
  });

  it('guard with the permission and feature of the contract operation they name', () => {
    const differing = mainRoutes.flatMap((route) => {
      if (route.access === 'signedIn') return route.permission ? [route.path] : [];
      const server = enforced(route.access);
      if (!server) return [`${route.path}: ${String(route.access)} is no contract operation`];
      const names = permissionNames('permission' in server ? server.permission : undefined);
      const feature = server.scope === 'application' ? server.feature : undefined;
      const page = permissionNames(route.permission);
      const same = page.join(',') === names.join(',') && route.feature === feature;
      return same ? [] : [`${route.path}: ${page} ≠ ${JSON.stringify(route.access)} ${names}`];
    });
    expect(differing).toEqual([]);
  });

  it('need no permission to edit a dashboard or a widget (spec section 6)', () => {
    const edits = mainRoutes.filter((route) =>
      /\/dashboards\/:dashboardId\/edit$|\/widgets\/(add|:widgetInstanceId\/edit|:widgetUrl\/:widgetInstanceId)$/.test(
        route.path,
      ),
    );
    expect(edits).toHaveLength(7);
    expect(edits.filter((route) => route.permission).map((route) => route.path)).toEqual([]);
  });

  it('put the application in the path of every page sharing an application operation', () => {
    const misplaced = mainRoutes.filter(
      (route) =>
        route.access !== 'signedIn' &&
        enforced(route.access)?.scope === 'application' &&
        !route.path.includes(':applicationId'),
    );
    expect(misplaced.map((route) => route.path)).toEqual([]);
  });
});

describe('the navigation', () => {
  it('shows each link under the rule of the page it opens', () => {
    const shape = (path: string) => path.replace(/:\w+/g, ':');
    for (const item of NAV_ITEMS) {
      const page = mainRoutes.find((route) => shape(route.path) === shape(item.path));
      expect(item.permission, item.id).toBe(page?.permission);
    }
  });
});
