import { type Permission, type RouteAccess, scoped } from '../access';
import { defineArea } from '../area';

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

export type DashboardAccess = ReturnType<typeof dashboards>;

/** Dashboards of analytics widgets, a company's and each application's, and the catalogue. */
export const dashboardsArea = defineArea({
  name: 'dashboards',
  noun: { one: 'dashboard', many: 'dashboards' },
  scope: 'company',
  audit: {
    dashboards: { label: 'Dashboards', history: scoped.company('apps_widgets_read') },
    widgets: { label: 'Widgets', history: scoped.company('apps_widgets_read') },
  },
  access: {
    companyDashboards: dashboards(scoped.company),
    applicationDashboards: dashboards(scoped.application),
    widgets: {
      catalogue: scoped.company('apps_widgets_read'),
      appInstances: scoped.application('apps_widgets_read'),
      appWidget: scoped.application('apps_widgets_read'),
    },
  },
});
