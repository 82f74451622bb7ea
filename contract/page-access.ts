import { type Permission, type RouteAccess, scoped } from './access';

/**
 * Who may call each company- and application-scoped operation, keyed like the contract
 * (`pageAccess.roles.list` is `contract.roles.list`'s access). Declared once, here: the contract
 * routes use these entries as their metadata (`metadata: { access: pageAccess.roles.list }`)
 * and the client's page routes name the operation whose access they share, so a page, its
 * navigation entry and the server can never disagree on a permission name.
 *
 * Plain data, built with contract/access.ts alone (which imports types only): the client's route
 * table loads with /login, where zod and ts-rest must not (e2e/bundle.spec.ts).
 */
const { company, application } = scoped;

/** Spec section 6, one entry per permission rule of an area. */
const settingsRead = company('company_settings_read');
const settingsEdit = company('company_settings_edit');
const rolesRead = company('company_roles_read');
const rolesEdit = company('company_roles_edit');
const usersRead = company('company_users_read');
const usersEdit = company('company_users_edit');
// Customers and linked companies are one feature: a company's users are its customers.
const customersRead = application('apps_customers_read', 'customers');
const customersAdd = application('apps_customers_add', 'customers');
const customersEdit = application('apps_customers_edit', 'customers');
const orders = (permission: Permission) => application(permission, 'orders');

/** The dashboard and widget-instance calls, the same under a company and an application. */
const dashboards = (at: (permission: Permission) => RouteAccess) => {
  const read = at('apps_widgets_read');
  const edit = at('apps_widgets_edit');
  return {
    list: read,
    get: read,
    update: edit,
    create: edit,
    remove: edit,
    getWidget: read,
    widgetData: read,
    saveWidget: edit,
    addWidget: at('apps_widgets_add'),
    removeWidget: edit,
  } as const;
};

export const pageAccess = {
  companies: {
    permissions: rolesRead,
    settings: settingsRead,
    saveSettings: settingsEdit,
    uploadLogo: settingsEdit,
  },
  roles: {
    list: rolesRead,
    create: rolesEdit,
    get: rolesRead,
    update: rolesEdit,
    remove: rolesEdit,
    userCount: rolesRead,
  },
  users: {
    list: usersRead,
    create: usersEdit,
    roleOptions: usersRead,
    get: usersRead,
    update: usersEdit,
    remove: usersEdit,
    resendInvitation: usersEdit,
    profilePicture: usersEdit,
  },
  bulkUsers: { excelTemplate: usersEdit, excelUpload: usersEdit, bulkInsert: usersEdit },
  applications: {
    list: company('company_apps_read'),
    create: company('company_apps_create'),
    lookups: company('company_apps_read'),
    update: application('company_apps_edit'),
    get: application('company_apps_read'),
    // Any member opens an application: its pages check their own permissions.
    open: application(),
    // The add page uploads the logo of the application it has just created.
    uploadLogo: application(['company_apps_edit', 'company_apps_create']),
    rotateKey: application('company_apps_edit'),
  },
  companyDashboards: dashboards(company),
  applicationDashboards: dashboards(application),
  // The company's whole trail is for its admins in effect: company_roles_edit lets a member
  // grant themselves any other permission (contract/audit.ts says more).
  audit: { list: rolesEdit },
  // A record's History shows only to those who may read the record itself.
  auditHistory: {
    companies: settingsRead,
    roles: rolesRead,
    users: usersRead,
    applications: company('company_apps_read'),
    dashboards: company('apps_widgets_read'),
    widgets: company('apps_widgets_read'),
    // An order's History shows to those who may open the order page.
    orders: company(['apps_orders_process', 'apps_orders_edit']),
    customers: company('apps_customers_read'),
    linkedCompanies: company('apps_customers_read'),
  },
  widgets: {
    catalogue: company('apps_widgets_read'),
    appInstances: application('apps_widgets_read'),
    appWidget: application('apps_widgets_read'),
  },
  // The order page needs process or edit (spec section 6); each change its own permission.
  // Orders arrive by the ingestion key whatever the feature (contract/ingest.ts says why).
  orders: {
    list: orders('apps_orders_read'),
    export: orders('apps_orders_read'),
    get: orders(['apps_orders_process', 'apps_orders_edit']),
    changeStatus: orders('apps_orders_process'),
    updateContact: orders('apps_orders_edit'),
    addNote: orders('apps_orders_edit'),
    cancel: orders('apps_orders_cancel'),
  },
  customers: {
    list: customersRead,
    create: customersAdd,
    get: customersRead,
    update: customersEdit,
    orders: customersRead,
    hotlist: customersRead,
    // Everything held about a person in one file is more than a reader's pages show one at a
    // time: exporting it is a data-protection act, so it needs the same right as erasing.
    exportJson: customersEdit,
    exportXlsx: customersEdit,
    erase: customersEdit,
  },
  linkedCompanies: {
    list: customersRead,
    create: customersAdd,
    get: customersRead,
    update: customersEdit,
    users: customersRead,
    creditList: customersRead,
    creditCreate: customersEdit,
    creditGet: customersRead,
    creditUpdate: customersEdit,
    creditMove: customersEdit,
    creditUsage: customersRead,
  },
} as const satisfies Record<string, Record<string, RouteAccess>>;

export type DashboardAccess = ReturnType<typeof dashboards>;

type Table = typeof pageAccess;
/** An operation of the table by its contract name, e.g. `roles.list`. */
export type OperationName = {
  [Area in keyof Table]: `${Area & string}.${keyof Table[Area] & string}`;
}[keyof Table];

/** The access of an operation named `area.operation`. */
export function operationAccess(name: OperationName): RouteAccess {
  const [area, operation] = name.split('.') as [keyof Table, string];
  const entries: Record<string, RouteAccess> = pageAccess[area];
  const found = entries[operation];
  // The type admits only names of the table; a cast name is a programming error.
  if (!found) throw new Error(`${name} is not in the access table`);
  return found;
}
