import { dashboardsArea } from '#contract/areas/dashboards';
import { defineServerArea } from '#server/kit/area';
import { widgetDirectoryRouter } from '#server/widgets/routes';
import { seedDemoDashboards } from './demo';
import { applicationDashboardsRouter, companyDashboardsRouter } from './routes';

export const dashboardsServer = defineServerArea({
  area: dashboardsArea,
  routers: {
    companyDashboards: companyDashboardsRouter,
    applicationDashboards: applicationDashboardsRouter,
    widgets: widgetDirectoryRouter,
  },
  seed: (tx, demo) => seedDemoDashboards(tx, demo.companyId),
});
