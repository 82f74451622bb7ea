import * as z from 'zod';
import { authErrors, c, IdParam } from './common';
import { line } from './input';
import { pageAccess } from './page-access';
import { WidgetInstance } from './widgets';

const FieldSettings = z.object({
  searchTypeIds: z.array(z.number().int()).nullable(),
  latLonAccuracy: z.boolean(),
  month: z.boolean(),
  applications: z.boolean(),
  hidePresets: z.boolean(),
});

export const WidgetInfo = z.object({
  widgetId: z.number().int(),
  categoryId: z.number().int(),
  name: z.string(),
  url: z.string(),
  apiEndpoint: z.string(),
  description: z.string(),
  thumbnail: z.string(),
  icon: z.string(),
  settings: FieldSettings,
});
export type WidgetInfo = z.infer<typeof WidgetInfo>;

/** GET api/widgets: the catalogue with its categories, presets and field settings. */
export const WidgetCatalogue = z.object({
  widgets: z.array(WidgetInfo),
  categories: z.array(z.object({ categoryId: z.number().int(), name: z.string() })),
  presets: z.array(z.object({ id: z.string(), label: z.string() })),
});
export type WidgetCatalogue = z.infer<typeof WidgetCatalogue>;

const AppPath = z.object({ applicationId: IdParam });

/** The widget catalogue and the application's widget directory (spec section 7). */
export const widgetsContract = c.router({
  catalogue: {
    method: 'GET',
    path: '/api/widgets',
    metadata: { access: pageAccess.widgets.catalogue },
    summary: 'The widget catalogue: widgets, categories, date presets and field settings',
    responses: { 200: WidgetCatalogue, ...authErrors },
  },
  appInstances: {
    method: 'GET',
    path: '/api/widgets/apps/:applicationId/instances',
    metadata: { access: pageAccess.widgets.appInstances },
    summary: "Every widget instance on the application's dashboards",
    pathParams: AppPath,
    responses: { 200: z.array(WidgetInstance), ...authErrors },
  },
  appWidget: {
    method: 'GET',
    path: '/api/widgets/apps/:applicationId/:widgetUrl',
    metadata: { access: pageAccess.widgets.appWidget },
    summary: "One widget of the catalogue with the application's instances of it",
    pathParams: AppPath.extend({ widgetUrl: line().max(50) }),
    responses: {
      200: z.object({ widget: WidgetInfo, instances: z.array(WidgetInstance) }),
      ...authErrors,
    },
  },
});
