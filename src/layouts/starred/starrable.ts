import { matchRoute, type Parser } from 'wouter';
import type { StarredPage } from '#contract/preferences';
import { hasPermission } from '../../routing/guards';
import type { RouteDef } from '../../routing/route-def';
import { routesOf } from '../../routing/routes';

/** The main-layout route a path opens (first match, like the router's Switch). */
export function routeOf(parser: Parser, path: string): RouteDef | undefined {
  return routesOf('main').find((route) => matchRoute(parser, route.path, path)[0]);
}

/** Who the starred pages are for: the role's permissions and the open application, if any. */
export type StarViewer = {
  permissions: readonly string[];
  application: { applicationId: number; features: readonly string[] } | null;
};

/**
 * A page of the open application in an area it has switched off: its guard answers "not
 * found". Other applications' features are not known here, so their pages stay for the guard.
 */
function switchedOff(route: RouteDef, path: string, open: StarViewer['application']) {
  if (!route.feature || !open) return false;
  const inOpen = path.startsWith(`/applications/${open.applicationId}/`);
  return inOpen && !open.features.includes(route.feature);
}

/** Pages the user may still open: known to the route table and allowed by the role now. */
export function openable(
  parser: Parser,
  pages: readonly StarredPage[],
  viewer: StarViewer,
): StarredPage[] {
  return pages.filter((page) => {
    const route = routeOf(parser, page.path);
    return (
      route !== undefined &&
      hasPermission(route.permission, viewer.permissions) &&
      !switchedOff(route, page.path, viewer.application)
    );
  });
}
