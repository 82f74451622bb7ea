import { crmRoutes } from './crm-routes';
import { customerRoutes } from './customer-routes';
import { lazyPage } from './lazy-source';
import { pageRule } from './page-access';
import type { Layout, RouteDef, RouteRow } from './route-def';

/** Where the platform admin layout lives; its routes render in a nested router. */
export const ADMIN_BASE = '/admin';

const notFound = lazyPage(() => import('../pages/NotFoundPage'));

const ROWS: readonly RouteRow[] = [
  // Main layout (login needed)
  {
    path: '/',
    layout: 'main',
    access: 'signedIn',
    page: lazyPage(() => import('../pages/HomePage')),
  },
  {
    path: '/not-authorized',
    layout: 'main',
    access: 'signedIn',
    page: lazyPage(() => import('../pages/NotAuthorizedPage')),
  },
  { path: '/error-404', layout: 'main', access: 'signedIn', page: notFound },
  {
    path: '/page2',
    layout: 'main',
    access: 'signedIn',
    page: lazyPage(() => import('../pages/shell/Page2')),
  },
  {
    path: '/account',
    layout: 'main',
    access: 'signedIn',
    page: lazyPage(() => import('../pages/account/AccountPage')),
  },
  {
    path: '/account/selector',
    layout: 'main',
    access: 'signedIn',
    page: lazyPage(() => import('../pages/session/CompanySelectorPage')),
  },
  {
    path: '/account/twitterSignupRedirect',
    layout: 'main',
    access: 'signedIn',
    page: lazyPage(() => import('../pages/social/TwitterLinkRedirectPage')),
  },
  {
    path: '/companies/:id/settings',
    layout: 'main',
    access: 'companies.settings',
    page: lazyPage(() => import('../pages/settings/CompanySettingsPage')),
  },
  {
    path: '/applications/:applicationId',
    layout: 'main',
    access: 'applications.open',
    page: lazyPage(() => import('../pages/applications/ApplicationHomePage')),
  },
  // Dashboards and widgets (spec section 2); edit routes need no permission, the editor gates.
  {
    path: '/companies/:companyId',
    layout: 'main',
    access: 'signedIn',
    page: lazyPage(() => import('../pages/dashboards/CompanyDashboardPage')),
  },
  ...(['/companies/:companyId', '/applications/:applicationId'] as const).flatMap((base) => [
    {
      path: `${base}/dashboards/:dashboardId/edit`,
      layout: 'main' as const,
      access: 'signedIn' as const,
      page: lazyPage(() => import('../pages/dashboards/DashboardEditPage')),
    },
    {
      path: `${base}/widgets/add`,
      layout: 'main' as const,
      access: 'signedIn' as const,
      page: lazyPage(() => import('../pages/widgets/WidgetAddPage')),
    },
    {
      path: `${base}/widgets/:widgetInstanceId/edit`,
      layout: 'main' as const,
      access: 'signedIn' as const,
      page: lazyPage(() => import('../pages/widgets/WidgetEditPage')),
    },
  ]),
  ...['/applications/:applicationId/widgetdirectory', '/applications/:applicationId/widgets'].map(
    (path) => ({
      path,
      layout: 'main' as const,
      access: 'widgets.appInstances' as const,
      page: lazyPage(() => import('../pages/widgets/WidgetDirectoryPage')),
    }),
  ),
  {
    path: '/applications/:applicationId/widgets/:widgetUrl',
    layout: 'main',
    access: 'widgets.appWidget',
    page: lazyPage(() => import('../pages/widgets/WidgetDirectoryEntryPage')),
  },
  {
    path: '/applications/:applicationId/widgets/:widgetUrl/add',
    layout: 'main',
    access: 'applicationDashboards.addWidget',
    page: lazyPage(() => import('../pages/widgets/WidgetDirectoryAddPage')),
  },
  {
    path: '/applications/:applicationId/widgets/:widgetUrl/:widgetInstanceId',
    layout: 'main',
    access: 'signedIn',
    page: lazyPage(() => import('../pages/widgets/WidgetEditPage')),
  },
  {
    path: '/applications/:applicationId/ordermanager/myorders',
    layout: 'main',
    access: 'orders.list',
    page: lazyPage(() => import('../pages/orders/MyOrdersPage')),
  },
  {
    path: '/applications/:applicationId/ordermanager/:orderId/:orderKey/view',
    layout: 'main',
    access: 'orders.get',
    page: lazyPage(() => import('../pages/orders/OrderPage')),
  },
  {
    path: '/companies/:companyId/apps',
    layout: 'main',
    access: 'applications.list',
    page: lazyPage(() => import('../pages/applications/ApplicationsListPage')),
  },
  {
    path: '/companies/:companyId/apps/create',
    name: 'company-applications-addition',
    layout: 'main',
    access: 'applications.create',
    page: lazyPage(() => import('../pages/applications/ApplicationAddPage')),
  },
  {
    path: '/companies/:companyId/apps/:applicationId',
    name: 'company-applications-editor',
    layout: 'main',
    access: 'applications.update',
    page: lazyPage(() => import('../pages/applications/ApplicationEditPage')),
  },
  {
    path: '/companies/:companyId/audit',
    layout: 'main',
    access: 'audit.list',
    page: lazyPage(() => import('../pages/audit/AuditPage')),
  },
  {
    path: '/companies/:companyId/roles',
    layout: 'main',
    access: 'roles.list',
    page: lazyPage(() => import('../pages/roles/RolesListPage')),
  },
  {
    path: '/companies/:companyId/roles/add',
    name: 'company-roles-addition',
    layout: 'main',
    access: 'roles.create',
    page: lazyPage(() => import('../pages/roles/RoleAddPage')),
  },
  {
    path: '/companies/:companyId/roles/:roleId/edit',
    layout: 'main',
    access: 'roles.update',
    page: lazyPage(() => import('../pages/roles/RoleEditPage')),
  },
  {
    path: '/companies/:companyId/roles/:roleId/view',
    layout: 'main',
    access: 'roles.get',
    page: lazyPage(() => import('../pages/roles/RoleViewPage')),
  },
  {
    path: '/companies/:companyId/users',
    layout: 'main',
    access: 'users.list',
    page: lazyPage(() => import('../pages/users/UsersListPage')),
  },
  {
    path: '/companies/:companyId/users/add',
    name: 'company-users-addition',
    layout: 'main',
    access: 'users.create',
    page: lazyPage(() => import('../pages/users/UserAddPage')),
  },
  {
    path: '/companies/:companyId/users/bulkinsert',
    name: 'company-users-bulk-insert',
    layout: 'main',
    access: 'bulkUsers.bulkInsert',
    page: lazyPage(() => import('../pages/users/bulk/BulkInsertPage')),
  },
  {
    path: '/companies/:companyId/users/:userId/edit',
    layout: 'main',
    access: 'users.update',
    page: lazyPage(() => import('../pages/users/UserEditPage')),
  },
  {
    path: '/companies/:companyId/users/:userId/view',
    name: 'company-users-view',
    layout: 'main',
    access: 'users.get',
    page: lazyPage(() => import('../pages/users/UserViewPage')),
  },

  // An application's customers and linked companies (issue 18).
  ...customerRoutes(),

  // Visitor layout
  { path: '/login', layout: 'visitor', page: lazyPage(() => import('../pages/LoginPage')) },
  {
    path: '/login/twofactor',
    layout: 'visitor',
    page: lazyPage(() => import('../pages/login/TwoFactorPage')),
  },
  {
    path: '/login/twofactorbackup',
    layout: 'visitor',
    page: lazyPage(() => import('../pages/login/TwoFactorBackupPage')),
  },
  {
    path: '/login/twofactorSetup',
    layout: 'visitor',
    page: lazyPage(() => import('../pages/login/TwoFactorSetupPage')),
  },
  { path: '/pages/error-404', layout: 'visitor', page: notFound },
  {
    path: '/playground/card',
    layout: 'visitor',
    page: lazyPage(() => import('../pages/shell/playground/PlaygroundPage')),
  },
  {
    path: '/loginTwitterRedirect',
    layout: 'visitor',
    page: lazyPage(() => import('../pages/social/TwitterLoginRedirectPage')),
  },
  {
    path: '/register',
    layout: 'visitor',
    page: lazyPage(() => import('../pages/register/RegisterPage')),
  },
  {
    path: '/forgottenpassword',
    layout: 'visitor',
    page: lazyPage(() => import('../pages/password/ForgottenPasswordPage')),
  },
  {
    path: '/resetpassword',
    layout: 'visitor',
    page: lazyPage(() => import('../pages/password/ResetPasswordPage')),
  },
  {
    path: '/emailverification/:token',
    layout: 'visitor',
    page: lazyPage(() => import('../pages/account/EmailVerificationPage')),
  },

  // Platform admin layout: the CRM (spec "Platform admin layout"; pages in src/pages/admin).
  // Each `add` comes before its `:id` sibling, which would otherwise match "add".
  ...crmRoutes(),
];

export const routes: readonly RouteDef[] = ROWS.map((row) =>
  row.layout === 'main' ? { ...row, ...pageRule(row.access) } : row,
);

export const routesOf = (layout: Layout) => routes.filter((route) => route.layout === layout);
