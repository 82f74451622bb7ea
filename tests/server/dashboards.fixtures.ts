import type { WidgetInstanceBody } from '#contract/widgets';
import { dashboards, widgetInstances } from '#server/db/schema';
import type { TestServer } from './harness';

/** A valid body for each widget of the catalogue, by its endpoint. */
export const WIDGET_BODIES: Record<string, WidgetInstanceBody> = {
  'search-location': body({ searchTypeId: 1, latLonAccuracyId: 2 }),
  'travel-duration': body({ searchTypeId: 1 }),
  'traveller-count': body({ searchTypeId: 5 }),
  'search-duration': body({ searchTypeId: 1 }),
  'top-search-location': body({}),
  'searches-over-time': body({}),
  'company-overview': body({}),
};

export function body(
  additionalSettings: WidgetInstanceBody['additionalSettings'],
  overrides: Partial<WidgetInstanceBody> = {},
): WidgetInstanceBody {
  return {
    widgetTitle: 'A widget',
    cssWidth: 'lg:w-1/2',
    dateRangeId: 'DATE-1M',
    customDateRange: null,
    selectedApplicationIds: [],
    additionalSettings,
    ...overrides,
  };
}

/** JSON calls with one caller's headers, answering status and parsed body. */
export function caller(server: () => TestServer, headers: () => Record<string, string>) {
  return async <T = Record<string, unknown>>(
    method: string,
    path: string,
    payload?: object,
  ): Promise<{ status: number; body: T }> => {
    const res = await server().fetch(path, {
      method,
      headers: headers(),
      ...(payload ? { body: payload as Record<string, unknown> } : {}),
    });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
  };
}

/** A dashboard with one widget, made straight in the database (company or application scope). */
export async function boardWithWidget(
  server: TestServer,
  board: { companyId: number; applicationId?: number | null; name: string },
) {
  const { db } = server.database;
  const [added] = await db.insert(dashboards).values(board).returning({ id: dashboards.id });
  if (!added) throw new Error('dashboard not added');
  const [widget] = await db
    .insert(widgetInstances)
    .values({
      dashboardId: added.id,
      widgetId: 1006,
      title: `${board.name} widget`,
      cssWidth: 'w-full',
      dateRangeId: 'DATE-1M',
    })
    .returning({ id: widgetInstances.id });
  if (!widget) throw new Error('widget not added');
  return { dashboardId: added.id, instanceId: widget.id };
}
