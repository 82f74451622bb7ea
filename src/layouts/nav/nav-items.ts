import type { Permission } from '#contract/access';
import { CLIENT_AREAS } from '../../areas';
import { areaNav, type NavGroup } from '../../kit/area';
import type { NavIconName } from '../../kit/nav-icons';
import { ADMIN_BASE, routesOf } from '../../routing/routes';

export type NavArea = Exclude<NavGroup, 'admin'>;

/** One entry of the navigation; the palette and the tour read the same table. */
export interface NavEntry {
  id: string;
  area: NavArea;
  label: string;
  icon: NavIconName;
  /** One line on what the page is for (the tools index, the palette). */
  description?: string;
  /** A route-table path, with `:companyId` / `:applicationId` filled in from the session. */
  path: string;
  /** The page's permission (or a list, any suffices), read from its route; none: anyone. */
  permission?: Permission;
  /** Application pages may also need a feature of the active application (spec section 6). */
  feature?: string;
  /** Shown only when the account belongs to several companies. */
  needsSeveralCompanies?: boolean;
  /** Shown only to platform admins: the way into the admin layout. */
  needsPlatformAdmin?: boolean;
}

type NavRow = Omit<NavEntry, 'permission' | 'feature'>;

// Parameter names aside, a link's path is its page's: `/companies/:companyId/settings` is the
// route `/companies/:id/settings`.
const shape = (path: string) => path.replace(/:\w+/g, ':');

/**
 * The entry with the permission and feature of the page it opens, so navigation and palette
 * show exactly the pages the guards let in. A link to no page fails at once, not in use.
 */
function withPageRule(row: NavRow): NavEntry {
  const layout = row.needsPlatformAdmin ? 'admin' : 'main';
  const route = routesOf(layout).find((r) => shape(r.path) === shape(row.path));
  if (!route) throw new Error(`navigation entry ${row.id}: ${row.path} is no page`);
  return {
    ...row,
    ...(route.permission ? { permission: route.permission } : {}),
    ...(route.feature ? { feature: route.feature } : {}),
  };
}

/** The navigation's sections in order; `folded` ones start folded until their page is open. */
export const NAV_AREAS: readonly { area: NavArea; label: string; folded?: true }[] = [
  { area: 'company', label: 'Company' },
  { area: 'application', label: 'Application' },
  { area: 'suppliers', label: 'Suppliers and pricing', folded: true },
  { area: 'rules', label: 'Rules and offers', folded: true },
  { area: 'currency', label: 'Currency exchange', folded: true },
  { area: 'content', label: 'Content', folded: true },
  { area: 'tools', label: 'Tools', folded: true },
  { area: 'create', label: 'Quick add' },
  { area: 'account', label: 'Account' },
];

const areaEntries = CLIENT_AREAS.flatMap(areaNav);

const ROWS: readonly NavRow[] = [
  { id: 'company-dashboard', area: 'company', label: 'Dashboard', path: '/', icon: 'dashboard' },
  // Every area's entries (src/areas.ts) but the platform admin's, which its layout shows.
  ...areaEntries.flatMap(({ group, ...entry }) =>
    group === 'admin' ? [] : [{ ...entry, area: group }],
  ),
  { id: 'account', area: 'account', label: 'My account', path: '/account', icon: 'person' },
  {
    id: 'switch-company',
    area: 'account',
    label: 'Switch company',
    path: '/account/selector',
    icon: 'switch',
    needsSeveralCompanies: true,
  },
  {
    id: 'platform-admin',
    area: 'account',
    label: 'Platform admin',
    path: `${ADMIN_BASE}/crm`,
    icon: 'backpack',
    needsPlatformAdmin: true,
  },
];

export const NAV_ITEMS: readonly NavEntry[] = ROWS.map(withPageRule);

/** The admin layout's entries, with paths inside its nested router (relative to /admin). */
export const ADMIN_NAV = areaEntries
  .filter((entry) => entry.group === 'admin')
  .map((entry) => ({ ...entry, path: entry.path.slice(ADMIN_BASE.length) }));
