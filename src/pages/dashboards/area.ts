import { dashboardsArea } from '#contract/areas/dashboards';
import { type AreaPage, defineClientArea } from '../../kit/area';
import { lazyPage } from '../../routing/lazy-source';
import { found } from '../../routing/param-examples';

const editPage = lazyPage(() => import('./DashboardEditPage'));
const widgetAdd = lazyPage(() => import('../widgets/WidgetAddPage'));
const widgetEdit = lazyPage(() => import('../widgets/WidgetEditPage'));
const directory = lazyPage(() => import('../widgets/WidgetDirectoryPage'));

/**
 * The default dashboards (id 0, spec section 3) the demo fills (server/dashboards/demo.ts): the
 * company's, seeded first, holds widget 1; the application's widgets are found through the API.
 */
const DEMO = {
  company: { dashboardId: '0', widgetInstanceId: '1' },
  application: {
    dashboardId: '0',
    widgetInstanceId: found('applicationWidgetId'),
    widgetUrl: 'searches-over-time',
  },
};

/** The editors, the same under a company and an application; they gate what they show. */
function editors(scope: 'company' | 'application'): AreaPage[] {
  const examples = DEMO[scope];
  return [
    { scope, path: '/dashboards/:dashboardId/edit', access: 'signedIn', page: editPage, examples },
    { scope, path: '/widgets/add', access: 'signedIn', page: widgetAdd },
    {
      scope,
      path: '/widgets/:widgetInstanceId/edit',
      access: 'signedIn',
      page: widgetEdit,
      examples,
    },
  ];
}

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
  examples: DEMO.application,
  nav: [
    {
      id: 'app-widgets',
      label: 'Widgets',
      path: '/widgets',
      scope: 'application',
      icon: 'component',
    },
  ],
});
