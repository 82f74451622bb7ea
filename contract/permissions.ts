import { AREA_PERMISSIONS } from './area-permissions';

/** Every permission name of spec section 6; the catalogue rows themselves come from the database. */
export const SPEC_PERMISSION_NAMES = [
  'company_settings_read',
  'company_settings_edit',
  'company_roles_read',
  'company_roles_edit',
  'company_users_read',
  'company_users_edit',
  'company_apps_read',
  'company_apps_create',
  'company_apps_edit',
  'apps_orders_read',
  'apps_orders_process',
  'apps_orders_edit',
  'apps_orders_cancel',
  'apps_widgets_read',
  'apps_widgets_edit',
  'apps_widgets_add',
  'apps_integrations_read',
  'apps_integrations_edit',
  'apps_integrations_add',
  'apps_customers_read',
  'apps_customers_edit',
  'apps_customers_add',
  'app_currex_read',
  'app_currex_edit',
  'apps_rules_read',
  'apps_rules_edit',
] as const;

type AddedName = (typeof AREA_PERMISSIONS)[number]['name'];

/** The catalogue: the spec's permissions and those the areas add (contract/area.ts `permissions`). */
export type PermissionName = (typeof SPEC_PERMISSION_NAMES)[number] | AddedName;

// Typed as a list of rows, which it is even while no area adds one (then `readonly []`).
const added: readonly { readonly name: AddedName }[] = AREA_PERMISSIONS;

export const PERMISSION_NAMES: readonly PermissionName[] = [
  ...SPEC_PERMISSION_NAMES,
  ...added.map((permission) => permission.name),
];
