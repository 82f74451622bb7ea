import { matchRoute, type Parser } from 'wouter';
import type { StarredPage } from '#contract/preferences';
import { hasPermission } from '../../routing/guards';
import { type RouteDef, routesOf } from '../../routing/routes';

/** The main-layout route a path opens (first match, like the router's Switch). */
export function routeOf(parser: Parser, path: string): RouteDef | undefined {
  return routesOf('main').find((route) => matchRoute(parser, route.path, path)[0]);
}

/** Pages the user may still open: known to the route table and allowed by the role now. */
export function openable(
  parser: Parser,
  pages: readonly StarredPage[],
  permissions: readonly string[],
): StarredPage[] {
  return pages.filter((page) => {
    const route = routeOf(parser, page.path);
    return route !== undefined && hasPermission(route.permission, permissions);
  });
}
