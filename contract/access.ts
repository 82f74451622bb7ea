import type { AppFeature } from './application-form';
import type { PermissionName } from './permissions';

/**
 * Who may call a route, declared once next to the route (its ts-rest `metadata`). The server
 * enforces it before the request body is even read (server/access/gate.ts), and the
 * authorization matrix test derives every route's expected answers from it.
 *
 * - public: anyone; the route proves the caller itself if it needs to (a token in the body).
 * - ingestionKey: a booking site, by the application's key in the ingestion-key header.
 * - signedIn: any valid access token; the route acts on the caller's own account.
 * - company: an active member of the company — the one after `/companies/` in the path, or
 *   the token's active company when the path has none. A `:roleId` must be a role of it.
 * - application: like company, and the `:applicationId` must be an application of it.
 * - platformAdmin: a signed-in platform administrator.
 *
 * `permission`: the role must hold it (any one of a list); without it any member may call.
 * `feature` (application scope): the application must have it switched on (spec section 6:
 * features gate by name); without it the area does not exist there, a 404.
 *
 * Type imports only: the client's route table reads these declarations and loads with /login,
 * where zod and ts-rest must not.
 */
export type AccessScope =
  | 'public'
  | 'ingestionKey'
  | 'signedIn'
  | 'company'
  | 'application'
  | 'platformAdmin';

export type Permission = PermissionName | readonly [PermissionName, ...PermissionName[]];

export type RouteAccess =
  | { scope: 'public' | 'ingestionKey' | 'signedIn' | 'platformAdmin' }
  | { scope: 'company'; permission?: Permission }
  | { scope: 'application'; permission?: Permission; feature?: AppFeature };

export type AccessMetadata = { access: RouteAccess };

const declare = (access: RouteAccess): AccessMetadata => ({ access });

/** A company or application route's access, bare (contract/page-access.ts keeps them so). */
export const scoped = {
  company: (permission?: Permission): RouteAccess =>
    permission ? { scope: 'company', permission } : { scope: 'company' },
  application: (permission?: Permission, feature?: AppFeature): RouteAccess => ({
    scope: 'application',
    ...(permission ? { permission } : {}),
    ...(feature ? { feature } : {}),
  }),
} as const;

/**
 * A record kind's five usual operations: reading it (list, get) and changing it (create,
 * update, remove). An area spreads it and names its other operations beside it.
 */
export const crud = (read: RouteAccess, edit: RouteAccess) =>
  ({ list: read, get: read, create: edit, update: edit, remove: edit }) as const;

/** One short line per route: `metadata: access.company('company_users_edit')`. */
export const access = {
  public: () => declare({ scope: 'public' }),
  ingestionKey: () => declare({ scope: 'ingestionKey' }),
  signedIn: () => declare({ scope: 'signedIn' }),
  platformAdmin: () => declare({ scope: 'platformAdmin' }),
  company: (permission?: Permission) => declare(scoped.company(permission)),
  application: (permission?: Permission, needs?: { feature: AppFeature }) =>
    declare(scoped.application(permission, needs?.feature)),
} as const;

/** The permissions any one of which lets a caller in; empty when any member may. */
export function permissionNames(permission?: Permission | null): readonly PermissionName[] {
  if (!permission) return [];
  return typeof permission === 'string' ? [permission] : permission;
}

const SCOPES: ReadonlySet<string> = new Set<AccessScope>([
  'public',
  'ingestionKey',
  'signedIn',
  'company',
  'application',
  'platformAdmin',
]);

/** A route's declared access, read from its (untyped at runtime) metadata; undefined if none. */
export function declaredAccess(metadata: unknown): RouteAccess | undefined {
  if (typeof metadata !== 'object' || metadata === null || !('access' in metadata)) return;
  const declared = metadata.access;
  if (typeof declared !== 'object' || declared === null || !('scope' in declared)) return;
  if (typeof declared.scope !== 'string' || !SCOPES.has(declared.scope)) return;
  return declared as RouteAccess;
}
