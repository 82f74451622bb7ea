import * as z from 'zod';
import { authErrors, c, IdParam } from './common';
import { Id, IdOrZero, IdOrZeroParam, line, openApiRule } from './input';
import { MSG } from './messages';
import { type DashboardAccess, pageAccess } from './page-access';
import { WidgetData, WidgetInstance, WidgetInstanceBody } from './widgets';

/** The default dashboard of a scope (company or application) is always id 0 (spec section 3). */
/** The dashboard's widgets in their new order, each once (the document says uniqueItems). */
const uniqueIds = z
  .array(Id)
  .max(200)
  .refine((ids) => new Set(ids).size === ids.length, MSG.invalidForm);
openApiRule.add(uniqueIds, { uniqueItems: true });

export const DEFAULT_DASHBOARD_ID = 0;
export const DASHBOARD_NAME_MAX = 50;
export const DASHBOARD_DESCRIPTION_MAX = 150;
export const DASHBOARD_TEXT = { nameRequired: 'Dashboard name is required' } as const;

export const Dashboard = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  companyId: z.number().int(),
  applicationId: z.number().int().nullable(),
});
export type Dashboard = z.infer<typeof Dashboard>;

/** A dashboard with its widget instances in `orderId` order. */
export const DashboardWithWidgets = Dashboard.extend({ widgets: z.array(WidgetInstance) });
export type DashboardWithWidgets = z.infer<typeof DashboardWithWidgets>;

const name = line()
  .trim()
  .min(1, DASHBOARD_TEXT.nameRequired)
  .max(DASHBOARD_NAME_MAX, MSG.maxLength(DASHBOARD_NAME_MAX));
const description = line()
  .trim()
  .max(DASHBOARD_DESCRIPTION_MAX, MSG.maxLength(DASHBOARD_DESCRIPTION_MAX));

export const DashboardCreateBody = z.strictObject({ name, description });
export type DashboardCreateBody = z.infer<typeof DashboardCreateBody>;

/** The update payload of spec section 3; the path decides scope and id, the body may repeat them. */
export const DashboardUpdateBody = z.strictObject({
  companyId: Id.nullish(),
  applicationId: Id.nullish(),
  dashboardId: IdOrZero,
  dashboardName: name,
  dashboardDescription: description,
  sortedWidgetInstanceIds: uniqueIds,
});
export type DashboardUpdateBody = z.infer<typeof DashboardUpdateBody>;

const DashboardParam = IdOrZeroParam;

/**
 * The dashboard and widget-instance calls of spec section 7. They exist twice, under
 * api/companies/{companyId}/ and api/applications/{applicationId}/, with the same shapes.
 */
function scopedRouter<S extends z.ZodRawShape>(
  prefix: string,
  scope: z.ZodObject<S>,
  rules: DashboardAccess,
) {
  const dashboard = scope.extend({ dashboardId: DashboardParam });
  const instance = scope.extend({ widgetInstanceId: IdParam });
  return c.router({
    list: {
      method: 'GET',
      path: `${prefix}/dashboards`,
      metadata: { access: rules.list },
      summary: 'The dashboards of the scope, the default (id 0) first',
      pathParams: scope,
      responses: { 200: z.array(Dashboard), ...authErrors },
    },
    get: {
      method: 'GET',
      path: `${prefix}/dashboards/:dashboardId`,
      metadata: { access: rules.get },
      summary: 'A dashboard with its widget instances',
      pathParams: dashboard,
      responses: { 200: DashboardWithWidgets, ...authErrors },
    },
    update: {
      method: 'PUT',
      path: `${prefix}/dashboards/:dashboardId`,
      metadata: { access: rules.update },
      summary: 'Rename, describe and reorder a dashboard',
      pathParams: dashboard,
      body: DashboardUpdateBody,
      responses: { 200: DashboardWithWidgets, ...authErrors },
    },
    create: {
      method: 'POST',
      path: `${prefix}/dashboards`,
      metadata: { access: rules.create },
      summary: 'Add a dashboard; answers its id',
      pathParams: scope,
      body: DashboardCreateBody,
      responses: { 201: z.object({ id: z.number().int() }), ...authErrors },
    },
    remove: {
      method: 'DELETE',
      path: `${prefix}/dashboards/:dashboardId`,
      metadata: { access: rules.remove },
      summary: 'Delete a dashboard and its widget instances (not the default)',
      pathParams: dashboard,
      body: c.noBody(),
      responses: { 200: z.object({ id: z.number().int() }), ...authErrors },
    },
    getWidget: {
      method: 'GET',
      path: `${prefix}/widgets/:widgetInstanceId`,
      metadata: { access: rules.getWidget },
      summary: 'A widget instance: its fields, customDateRange and additionalSettings',
      pathParams: instance,
      responses: { 200: WidgetInstance, ...authErrors },
    },
    widgetData: {
      method: 'GET',
      path: `${prefix}/widgets/:widgetInstanceId/data`,
      metadata: { access: rules.widgetData },
      summary: "The widget's chart data, aggregated by the server for its range and applications",
      pathParams: instance,
      responses: { 200: WidgetData, ...authErrors },
    },
    saveWidget: {
      method: 'PUT',
      path: `${prefix}/widgets/:widgetInstanceId/:apiEndpoint`,
      metadata: { access: rules.saveWidget },
      summary: 'Save a widget instance through its widget’s endpoint',
      pathParams: instance.extend({ apiEndpoint: line().max(50) }),
      body: WidgetInstanceBody,
      responses: { 200: WidgetInstance, ...authErrors },
    },
    addWidget: {
      method: 'POST',
      path: `${prefix}/dashboards/:dashboardId/widgets/:widgetId/:apiEndpoint`,
      metadata: { access: rules.addWidget },
      summary: 'Add a widget instance to a dashboard (order 99 unless given)',
      pathParams: dashboard.extend({ widgetId: IdParam, apiEndpoint: line().max(50) }),
      body: WidgetInstanceBody,
      responses: { 201: WidgetInstance, ...authErrors },
    },
    removeWidget: {
      method: 'DELETE',
      path: `${prefix}/widgets/:widgetInstanceId`,
      metadata: { access: rules.removeWidget },
      summary: 'Remove a widget instance from its dashboard',
      pathParams: instance,
      body: c.noBody(),
      responses: { 200: z.object({ instanceId: z.number().int() }), ...authErrors },
    },
  });
}

export const companyDashboardsContract = scopedRouter(
  '/api/companies/:companyId',
  z.object({ companyId: IdParam }),
  pageAccess.companyDashboards,
);
export const applicationDashboardsContract = scopedRouter(
  '/api/applications/:applicationId',
  z.object({ applicationId: IdParam }),
  pageAccess.applicationDashboards,
);
