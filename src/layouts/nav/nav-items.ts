import type { Permission } from '#contract/access';
import { routesOf } from '../../routing/routes';

export type NavArea = 'company' | 'application' | 'create' | 'account';

/** One entry of the navigation; the palette and the tour read the same table. */
export interface NavEntry {
  id: string;
  area: NavArea;
  label: string;
  /** A route-table path, with `:companyId` / `:applicationId` filled in from the session. */
  path: string;
  /** The page's permission (or a list, any suffices), read from its route; none: anyone. */
  permission?: Permission;
  /** Application pages may also need a feature of the active application (spec section 6). */
  feature?: string;
  /** Shown only when the account belongs to several companies. */
  needsSeveralCompanies?: boolean;
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
  const route = routesOf('main').find((r) => shape(r.path) === shape(row.path));
  if (!route) throw new Error(`navigation entry ${row.id}: ${row.path} is no page`);
  return {
    ...row,
    ...(route.permission ? { permission: route.permission } : {}),
    ...(route.feature ? { feature: route.feature } : {}),
  };
}

export const NAV_AREAS: readonly { area: NavArea; label: string }[] = [
  { area: 'company', label: 'Company' },
  { area: 'application', label: 'Application' },
  { area: 'create', label: 'Quick add' },
  { area: 'account', label: 'Account' },
];

const ROWS: readonly NavRow[] = [
  { id: 'company-dashboard', area: 'company', label: 'Dashboard', path: '/' },
  {
    id: 'company-settings',
    area: 'company',
    label: 'Settings',
    path: '/companies/:companyId/settings',
  },
  {
    id: 'company-roles',
    area: 'company',
    label: 'Roles',
    path: '/companies/:companyId/roles',
  },
  {
    id: 'company-users',
    area: 'company',
    label: 'Users',
    path: '/companies/:companyId/users',
  },
  {
    id: 'company-apps',
    area: 'company',
    label: 'Applications',
    path: '/companies/:companyId/apps',
  },
  {
    id: 'company-audit',
    area: 'company',
    label: 'Audit trail',
    path: '/companies/:companyId/audit',
  },
  {
    id: 'app-dashboard',
    area: 'application',
    label: 'Application dashboard',
    path: '/applications/:applicationId',
  },
  {
    id: 'app-widgets',
    area: 'application',
    label: 'Widgets',
    path: '/applications/:applicationId/widgets',
  },
  {
    id: 'app-orders',
    area: 'application',
    label: 'My orders',
    path: '/applications/:applicationId/ordermanager/myorders',
  },
  {
    id: 'app-customers',
    area: 'application',
    label: 'Customers',
    path: '/applications/:applicationId/customers',
  },
  {
    id: 'app-companies',
    area: 'application',
    label: 'Companies',
    path: '/applications/:applicationId/companies',
  },
  {
    id: 'add-user',
    area: 'create',
    label: 'New user',
    path: '/companies/:companyId/users/add',
  },
  {
    id: 'bulk-users',
    area: 'create',
    label: 'Import users',
    path: '/companies/:companyId/users/bulkinsert',
  },
  {
    id: 'add-role',
    area: 'create',
    label: 'New role',
    path: '/companies/:companyId/roles/add',
  },
  {
    id: 'add-app',
    area: 'create',
    label: 'New application',
    path: '/companies/:companyId/apps/create',
  },
  { id: 'account', area: 'account', label: 'My account', path: '/account' },
  {
    id: 'switch-company',
    area: 'account',
    label: 'Switch company',
    path: '/account/selector',
    needsSeveralCompanies: true,
  },
];

export const NAV_ITEMS: readonly NavEntry[] = ROWS.map(withPageRule);
