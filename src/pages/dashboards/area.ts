import type { AreaScope } from '#contract/area';
import { dashboardsArea } from '#contract/areas/dashboards';
import { type AreaPage, defineClientArea } from '../../kit/area';
import { lazyPage } from '../../routing/lazy-source';

const editPage = lazyPage(() => import('./DashboardEditPage'));
const widgetAdd = lazyPage(() => import('../widgets/WidgetAddPage'));
const widgetEdit = lazyPage(() => import('../widgets/WidgetEditPage'));
const directory = lazyPage(() => import('../widgets/WidgetDirectoryPage'));

/** The editors, the same under a company and an application; they gate what they show. */
const editors = (scope: AreaScope): AreaPage[] => [
  { scope, path: '/dashboards/:dashboardId/edit', access: 'signedIn', page: editPage },
  { scope, path: '/widgets/add', access: 'signedIn', page: widgetAdd },
  { scope, path: '/widgets/:widgetInstanceId/edit', access: 'signedIn', page: widgetEdit },
];

/** Dashboards and widgets (spec section 2). */
export const dashboardsClient = defineClientArea({
  area: dashboardsArea,
  pages: [
    {
      path: '',
      access: 'signedIn',
      page: lazyPage(() => import('./CompanyDashboardPage')),
    },
    ...editors('company'),
    ...editors('application'),
    ...['/widgetdirectory', '/widgets'].map((path) => ({
      scope: 'application' as const,
      path,
      access: 'widgets.appInstances' as const,
      page: directory,
    })),
    {
      scope: 'application',
      path: '/widgets/:widgetUrl',
      access: 'widgets.appWidget',
      page: lazyPage(() => import('../widgets/WidgetDirectoryEntryPage')),
    },
    {
      scope: 'application',
      path: '/widgets/:widgetUrl/add',
      access: 'applicationDashboards.addWidget',
      page: lazyPage(() => import('../widgets/WidgetDirectoryAddPage')),
    },
    {
      scope: 'application',
      path: '/widgets/:widgetUrl/:widgetInstanceId',
      access: 'signedIn',
      page: widgetEdit,
    },
  ],
  nav: [{ id: 'app-widgets', label: 'Widgets', path: '/widgets', scope: 'application' }],
});
