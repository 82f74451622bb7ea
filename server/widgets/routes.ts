import { initServer } from '@ts-rest/fastify';
import { and, asc, eq } from 'drizzle-orm';
import { DATE_RANGES } from '#contract/constants';
import { WIDGET_CATEGORIES, WIDGETS } from '#contract/widget-catalogue';
import { widgetsContract } from '#contract/widget-directory';
import { WIDGET_TEXT } from '#contract/widgets';
import { scopeOf } from '#server/access/index';
import { toInstance } from '#server/dashboards/instances';
import { inScope } from '#server/dashboards/store';
import type { Db } from '#server/db/client';
import { dashboards, widgetInstances } from '#server/db/schema';
import type { AppDeps } from '#server/deps';
import { HttpProblem } from '#server/http/problem';

const s = initServer();

const info = (w: (typeof WIDGETS)[number]) => ({
  ...w,
  settings: {
    ...w.settings,
    searchTypeIds: w.settings.searchTypeIds ? [...w.settings.searchTypeIds] : null,
  },
});

/** Every instance on the application's dashboards, optionally of one widget. */
async function appInstances(db: Db, companyId: number, applicationId: number, widgetId?: number) {
  const scope = inScope({ companyId, applicationId });
  const rows = await db
    .select({ instance: widgetInstances, dashboard: dashboards })
    .from(widgetInstances)
    .innerJoin(dashboards, eq(dashboards.id, widgetInstances.dashboardId))
    .where(widgetId === undefined ? scope : and(scope, eq(widgetInstances.widgetId, widgetId)))
    .orderBy(asc(dashboards.id), asc(widgetInstances.orderId), asc(widgetInstances.id));
  return rows.map((r) => toInstance(r.instance, r.dashboard));
}

export function widgetDirectoryRouter(deps: AppDeps) {
  const { db } = deps.db;
  return s.router(widgetsContract, {
    catalogue: async () => {
      return {
        status: 200,
        body: {
          widgets: WIDGETS.map(info),
          categories: WIDGET_CATEGORIES.map((c) => ({ ...c })),
          presets: DATE_RANGES.map((r) => ({ ...r })),
        },
      };
    },
    appInstances: async ({ request, params }) => {
      const scope = scopeOf(request, params);
      return { status: 200, body: await appInstances(db, scope.companyId, params.applicationId) };
    },
    appWidget: async ({ request, params }) => {
      const scope = scopeOf(request, params);
      const widget = WIDGETS.find((w) => w.url === params.widgetUrl);
      if (!widget) throw new HttpProblem(404, { title: WIDGET_TEXT.unknownWidget });
      const instances = await appInstances(
        db,
        scope.companyId,
        params.applicationId,
        widget.widgetId,
      );
      return { status: 200, body: { widget: info(widget), instances } };
    },
  });
}
