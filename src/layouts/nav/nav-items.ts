import type { PermissionName } from '#contract/companies';

export type NavArea = 'company' | 'application' | 'create' | 'account';

/** One entry of the navigation; the palette and the tour read the same table. */
export interface NavEntry {
  id: string;
  area: NavArea;
  label: string;
  /** Path with `:companyId` / `:applicationId` filled in from the session. */
  path: string;
  /** Same names as the route table (src/routing/routes.ts); absent means any signed-in user. */
  permission?: PermissionName;
  /** Application pages may also need a feature of the active application (spec section 6). */
  feature?: string;
  /** Shown only when the account belongs to several companies. */
  needsSeveralCompanies?: boolean;
}

export const NAV_AREAS: readonly { area: NavArea; label: string }[] = [
  { area: 'company', label: 'Company' },
  { area: 'application', label: 'Application' },
  { area: 'create', label: 'Quick add' },
  { area: 'account', label: 'Account' },
];

export const NAV_ITEMS: readonly NavEntry[] = [
  { id: 'company-dashboard', area: 'company', label: 'Dashboard', path: '/' },
  {
    id: 'company-settings',
    area: 'company',
    label: 'Settings',
    path: '/companies/:companyId/settings',
    permission: 'company_settings_read',
  },
  {
    id: 'company-roles',
    area: 'company',
    label: 'Roles',
    path: '/companies/:companyId/roles',
    permission: 'company_roles_read',
  },
  {
    id: 'company-users',
    area: 'company',
    label: 'Users',
    path: '/companies/:companyId/users',
    permission: 'company_users_read',
  },
  {
    id: 'company-apps',
    area: 'company',
    label: 'Applications',
    path: '/companies/:companyId/apps',
    permission: 'company_apps_read',
  },
  {
    id: 'company-audit',
    area: 'company',
    label: 'Audit trail',
    path: '/companies/:companyId/audit',
    permission: 'company_roles_edit',
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
    permission: 'apps_widgets_read',
  },
  {
    id: 'add-user',
    area: 'create',
    label: 'New user',
    path: '/companies/:companyId/users/add',
    permission: 'company_users_edit',
  },
  {
    id: 'bulk-users',
    area: 'create',
    label: 'Import users',
    path: '/companies/:companyId/users/bulkinsert',
    permission: 'company_users_edit',
  },
  {
    id: 'add-role',
    area: 'create',
    label: 'New role',
    path: '/companies/:companyId/roles/add',
    permission: 'company_roles_edit',
  },
  {
    id: 'add-app',
    area: 'create',
    label: 'New application',
    path: '/companies/:companyId/apps/create',
    permission: 'company_apps_create',
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
