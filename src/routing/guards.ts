import { type Permission, permissionNames } from '#contract/access';

/**
 * Route guards of console-spec.md section 2 as pure decisions: given where the user wants to
 * go and who they are, either render the page or go somewhere else.
 */

/** Who is asking; null when nobody is signed in. */
export interface Viewer {
  permissions: readonly string[];
  selectedCompanyId: number | null;
}

export type Decision = { allow: true } | { allow: false; redirect: string };

const ALLOW: Decision = { allow: true };
const redirect = (to: string): Decision => ({ allow: false, redirect: to });

export const NOT_FOUND_PATH = '/error-404';
export const NOT_AUTHORIZED_PATH = '/not-authorized';
export const LOGIN_PATH = '/login';
export const HOME_PATH = '/';

/** The login page, remembering the wanted path and query unless that is the root. */
export function loginRedirect(wanted: string): string {
  if (wanted === '' || wanted === HOME_PATH) return LOGIN_PATH;
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(wanted)}`;
}

/** Where to go after signing in: the `redirect` query when it is a path on this site, else home. */
export function redirectTarget(search: string): string {
  const target = new URLSearchParams(search).get('redirect');
  // Only local paths: "//host" and "/\host" would leave the site.
  if (!target?.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) {
    return HOME_PATH;
  }
  return target;
}

/** A route's permission is one name or a list, any one of which suffices; none: anyone. */
export function hasPermission(
  required: Permission | undefined,
  granted: readonly string[],
): boolean {
  const names = permissionNames(required);
  return names.length === 0 || names.some((name) => granted.includes(name));
}

/**
 * Whether a page's rule (permission and, for an application's area, feature) lets the user in:
 * `features` are the open application's, or null when none is open. The page's own guards
 * say the same (permission, then ApplicationGate); links and menus ask this first.
 */
export function ruleAllows(
  rule: { permission?: Permission | undefined; feature?: string | undefined },
  granted: readonly string[],
  features: readonly string[] | null,
): boolean {
  if (!hasPermission(rule.permission, granted)) return false;
  return !rule.feature || (features?.includes(rule.feature) ?? false);
}

/** The company id of a `/companies/{id}` or `/companies/{id}/…` path, or null for other paths. */
export function companyIdInPath(path: string): string | null {
  const match = /^\/companies\/([^/?#]+)(?:[/?#]|$)/.exec(path);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

/** Routes under this prefix work in one application, which the route gate checks first. */
export const APPLICATION_ROUTE = '/applications/:applicationId';

/** Whether a route-table path is the application home or any page under it. */
export const isApplicationRoute = (routePath: string) =>
  routePath === APPLICATION_ROUTE || routePath.startsWith(`${APPLICATION_ROUTE}/`);

/** A main-layout route: login first, then the own-company rule, then the permission. */
export function guardMain(options: {
  viewer: Viewer | null;
  /** Path plus query, as the user asked for it. */
  wanted: string;
  permission?: Permission | undefined;
}): Decision {
  const { viewer, wanted, permission } = options;
  if (!viewer) return redirect(loginRedirect(wanted));
  const companyId = companyIdInPath(wanted);
  if (companyId !== null && companyId !== String(viewer.selectedCompanyId)) {
    return redirect(NOT_FOUND_PATH);
  }
  if (!hasPermission(permission, viewer.permissions)) return redirect(NOT_AUTHORIZED_PATH);
  return ALLOW;
}

/** The visitor layout (login, register…): a signed-in user goes home or to the redirect target. */
export function guardVisitor(options: { viewer: Viewer | null; search: string }): Decision {
  return options.viewer ? redirect(redirectTarget(options.search)) : ALLOW;
}

/**
 * The platform admin layout. `isPlatformAdmin` is undefined while the active user is still
 * loading, which the caller shows as pending.
 */
export function guardAdmin(options: {
  viewer: Viewer | null;
  wanted: string;
  isPlatformAdmin: boolean | undefined;
}): Decision | { pending: true } {
  if (!options.viewer) return redirect(loginRedirect(options.wanted));
  if (options.isPlatformAdmin === undefined) return { pending: true };
  return options.isPlatformAdmin ? ALLOW : redirect(NOT_AUTHORIZED_PATH);
}

/** A path no route knows: 404, after signing in (the 404 page belongs to the main layout). */
export function guardUnknown(options: { viewer: Viewer | null; wanted: string }): Decision {
  return options.viewer ? redirect(NOT_FOUND_PATH) : redirect(loginRedirect(options.wanted));
}
