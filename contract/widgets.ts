import * as z from 'zod';
import {
  DATE_RANGES,
  LAT_LON_ACCURACY,
  SEARCH_TYPES,
  WIDGET_TITLE_MAX,
  WIDGET_WIDTHS,
} from './constants';
import { Id, int4, line, openApiRule } from './input';
import { MSG } from './messages';

/** Texts the spec leaves open for widgets, worded once for server and client. */
export const WIDGET_TEXT = {
  titleRequired: 'Widget title is required',
  widthRequired: 'Width is required',
  dateRangeRequired: 'Date range is required',
  customRangeFormat: 'Choose a start and an end date',
  customRangeFuture: 'The range must end today or earlier',
  customRangeOrder: 'The range must start before it ends',
  searchTypeRequired: 'Search type is required',
  searchTypeNotOffered: 'Choose one of the search types this widget offers',
  accuracyRequired: 'Latitude/longitude accuracy is required',
  monthOutOfRange: 'Choose one of the current and previous 12 months',
  unknownApplication: 'Choose applications of this company',
  wrongEndpoint: 'This widget is saved through another endpoint.',
  unknownWidget: 'There is no such widget.',
  defaultDashboardDelete: 'The default dashboard cannot be deleted.',
  dashboardDeleted: 'Dashboard deleted',
  demoLoading: 'Demo data is still loading: the widgets fill in as it arrives.',
  dashboardCreated: 'Dashboard created',
  dashboardSaved: 'Dashboard saved',
  widgetDeleted: 'Widget removed',
} as const;

export const DATE_RANGE_IDS = DATE_RANGES.map((r) => r.id) as [
  (typeof DATE_RANGES)[number]['id'],
  ...(typeof DATE_RANGES)[number]['id'][],
];
export type DateRangeId = (typeof DATE_RANGES)[number]['id'];

/**
 * A custom range is stored as "YYYY-MM-DD to YYYY-MM-DD" (the range picker's own format). A
 * stored value starting with the placeholder marker is a token, not a custom range (spec §4).
 */
export const CUSTOM_RANGE_SEPARATOR = ' to ';
export const PLACEHOLDER_MARKER = '{{';
const isoDate = /^\d{4}-\d{2}-\d{2}$/;

export function parseCustomRange(
  value: string | null | undefined,
): { from: string; to: string } | null {
  if (!value || value.startsWith(PLACEHOLDER_MARKER)) return null;
  const [from, to, ...rest] = value.split(CUSTOM_RANGE_SEPARATOR);
  if (!from || !to || rest.length > 0 || !isoDate.test(from) || !isoDate.test(to)) return null;
  return { from, to };
}

export const YEAR_MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

export const ExtraSettings = z.object({
  latLonAccuracyId: z.literal(LAT_LON_ACCURACY.map((a) => a.id)).nullish(),
  searchTypeId: z.literal(SEARCH_TYPES.map((t) => t.id)).nullish(),
  selectedYearMonth: line().regex(YEAR_MONTH, WIDGET_TEXT.monthOutOfRange).nullish(),
});
export type ExtraSettings = z.infer<typeof ExtraSettings>;

export const WidgetInstance = z.object({
  instanceId: z.number().int(),
  widgetId: z.number().int(),
  dashboardId: z.number().int(),
  orderId: z.number().int(),
  widgetTitle: z.string(),
  selectedApplicationIds: z.array(z.number().int()),
  dateRangeId: z.enum(DATE_RANGE_IDS).nullable(),
  customDateRange: z.string().nullable(),
  cssWidth: z.enum(WIDGET_WIDTHS),
  additionalSettings: ExtraSettings,
});
export type WidgetInstance = z.infer<typeof WidgetInstance>;

/**
 * The editor's fields (spec section 5). Per-widget rules (which search types, accuracy, month,
 * a custom range ending today or earlier) depend on the widget and the day, so the server checks
 * them after this schema and answers 400 with an `errors` map keyed by these field names.
 */
export const WidgetInstanceBody = z
  .strictObject({
    widgetTitle: line()
      .trim()
      .min(1, WIDGET_TEXT.titleRequired)
      .max(WIDGET_TITLE_MAX, MSG.maxLength(WIDGET_TITLE_MAX)),
    cssWidth: z.enum(WIDGET_WIDTHS, WIDGET_TEXT.widthRequired),
    dateRangeId: z.enum(DATE_RANGE_IDS).nullable(),
    customDateRange: line().max(40).nullable(),
    selectedApplicationIds: z.array(Id).max(100),
    additionalSettings: ExtraSettings.strict(),
    orderId: int4(0).optional(),
  })
  .refine((b) => b.dateRangeId !== null || parseCustomRange(b.customDateRange) !== null, {
    message: WIDGET_TEXT.dateRangeRequired,
    path: ['dateRangeId'],
  });
openApiRule.add(WidgetInstanceBody, {
  description:
    'A date range is required: dateRangeId, or else customDateRange as "YYYY-MM-DD to YYYY-MM-DD". ' +
    "The widget's own rules are then checked (a search type it offers, an accuracy where it " +
    'has one, a month among the selectable ones, a custom range ending today or earlier, ' +
    "applications of the company); a broken one is a 400 titled with that rule's message.",
  anyOf: [
    {
      required: ['dateRangeId'],
      properties: { dateRangeId: { type: 'string', enum: DATE_RANGE_IDS } },
    },
    {
      required: ['customDateRange'],
      properties: {
        customDateRange: {
          type: 'string',
          pattern: '^\\d{4}-\\d{2}-\\d{2} to \\d{4}-\\d{2}-\\d{2}$',
        },
      },
    },
  ],
});
export type WidgetInstanceBody = z.infer<typeof WidgetInstanceBody>;

/** The period a widget's data covers, as resolved by the server (ISO timestamps). */
const Period = z.object({ from: z.string(), to: z.string() });
const count = z.number().int().min(0);

/** What each widget draws; `kind` tells the client which chart. Every shape may be empty. */
export const WidgetData = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('points'),
    period: Period,
    total: count,
    points: z.array(z.object({ latitude: z.number(), longitude: z.number(), count })),
  }),
  z.object({
    kind: z.literal('histogram'),
    period: Period,
    unit: z.enum(['nights', 'travellers', 'ms']),
    total: count,
    buckets: z.array(z.object({ label: z.string(), count })),
    p50: z.number().nullable(),
    p95: z.number().nullable(),
  }),
  z.object({
    kind: z.literal('ranking'),
    period: Period,
    month: z.string().nullable(),
    rows: z.array(z.object({ name: z.string(), countryCode: z.string(), count })),
  }),
  z.object({
    kind: z.literal('series'),
    period: Period,
    interval: z.enum(['hour', 'day', 'month']),
    series: z.array(
      z.object({
        applicationId: z.number().int(),
        applicationName: z.string(),
        points: z.array(z.object({ at: z.string(), count })),
      }),
    ),
  }),
  z.object({
    kind: z.literal('overview'),
    period: Period,
    rows: z.array(
      z.object({
        applicationId: z.number().int(),
        applicationName: z.string(),
        searches: count,
        averageResults: z.number().nullable(),
        p95DurationMs: z.number().nullable(),
      }),
    ),
  }),
]);
export type WidgetData = z.infer<typeof WidgetData>;
