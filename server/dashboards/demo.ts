import { eq } from 'drizzle-orm';
import type { WidgetInstanceBody } from '#contract/widgets';
import { applications } from '#server/db/schema';
import type { Tx } from '#server/db/tx';
import { insertInstance } from './instances';
import { ensureDefault } from './store';

type Seeded = Omit<WidgetInstanceBody, 'selectedApplicationIds' | 'customDateRange'> & {
  widgetId: number;
};

const widget = (
  widgetId: number,
  widgetTitle: string,
  cssWidth: WidgetInstanceBody['cssWidth'],
  dateRangeId: WidgetInstanceBody['dateRangeId'],
  additionalSettings: WidgetInstanceBody['additionalSettings'] = {},
): Seeded => ({ widgetId, widgetTitle, cssWidth, dateRangeId, additionalSettings });

const COMPANY_WIDGETS = [
  widget(1006, 'Searches over time', 'w-full', 'DATE-1M'),
  widget(1001, 'Where people search', 'lg:w-2/3', 'DATE-3M', {
    searchTypeId: 1,
    latLonAccuracyId: 1,
  }),
  widget(1005, 'Top destinations this month', 'lg:w-1/3', 'DATE-1M'),
  widget(1013, 'Company overview', 'w-full', 'DATE-1M'),
  widget(1002, 'Nights per stay', 'lg:w-1/2', 'DATE-3M', { searchTypeId: 1 }),
  widget(1004, 'Search times', 'lg:w-1/2', 'DATE-1M', { searchTypeId: 1 }),
];
const APPLICATION_WIDGETS = [
  widget(1006, 'Searches over time', 'w-full', 'DATE-14D'),
  widget(1001, 'Where people search', 'lg:w-2/3', 'DATE-1M', {
    searchTypeId: 1,
    latLonAccuracyId: 2,
  }),
  widget(1003, 'Party sizes', 'lg:w-1/3', 'DATE-1M', { searchTypeId: 1 }),
];

async function fill(
  tx: Tx,
  scope: { companyId: number; applicationId: number | null },
  widgets: Seeded[],
) {
  const { row, created } = await ensureDefault(tx, scope);
  // Only a default dashboard made just now is filled: widgets a user removed stay removed.
  if (!created) return;
  for (const [orderId, { widgetId, ...rest }] of widgets.entries()) {
    await insertInstance(
      tx,
      row,
      widgetId,
      {
        ...rest,
        customDateRange: null,
        selectedApplicationIds: [],
        orderId,
      },
      null,
    );
  }
}

/** Default dashboards of the demo company and its applications, with charts to look at. */
export async function seedDemoDashboards(tx: Tx, companyId: number) {
  await fill(tx, { companyId, applicationId: null }, COMPANY_WIDGETS);
  const apps = await tx
    .select({ id: applications.id })
    .from(applications)
    .where(eq(applications.companyId, companyId));
  for (const app of apps) await fill(tx, { companyId, applicationId: app.id }, APPLICATION_WIDGETS);
}
