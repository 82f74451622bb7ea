import type { WidgetInstanceBody } from '#contract/widgets';
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
