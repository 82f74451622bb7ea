import { COMPANY_OVERVIEW_WIDGET_ID, type WidgetDefinition } from '#contract/widget-catalogue';
import type { WidgetData, WidgetInstance } from '#contract/widgets';
import type { Scope } from '#server/access/index';
import type { Db } from '#server/db/client';
import { type AppRef, companyApps } from './apps';
import { placePoints, topPlaces } from './data-places';
import { searchSeries } from './data-series';
import { overviewRows, valueCounts } from './data-values';
import { histogramOf } from './histograms';
import { intervalOf, resolvePeriod } from './period';
import { METRIC, sourceOf } from './source';

/**
 * Which applications a widget reads: the application itself on its own dashboards; on company
 * dashboards the chosen ones of the company (none chosen = all); always all for the overview.
 */
export function widgetApps(
  scope: Scope,
  instance: Pick<WidgetInstance, 'widgetId' | 'selectedApplicationIds'>,
  apps: readonly AppRef[],
): AppRef[] {
  if (instance.widgetId === COMPANY_OVERVIEW_WIDGET_ID) return [...apps];
  if (scope.applicationId !== null) return apps.filter((a) => a.id === scope.applicationId);
  const chosen = new Set(instance.selectedApplicationIds);
  const picked = apps.filter((a) => chosen.has(a.id));
  return picked.length > 0 ? picked : [...apps];
}

const HISTOGRAMS = {
  'travel-duration': { metric: METRIC.nights, unit: 'nights' },
  'traveller-count': { metric: METRIC.travellers, unit: 'travellers' },
  'search-duration': { metric: METRIC.duration, unit: 'ms' },
} as const;

/** The chart data of one widget instance, aggregated for its period and applications. */
export async function widgetData(
  db: Db,
  scope: Scope,
  widget: WidgetDefinition,
  instance: WidgetInstance,
  now: Date,
): Promise<WidgetData> {
  const resolved = resolvePeriod(widget, instance, now);
  const period = { from: resolved.from.toISOString(), to: resolved.to.toISOString() };
  const apps = widgetApps(scope, instance, await companyApps(db, scope.companyId));
  const ids = apps.map((a) => a.id);
  const extra = instance.additionalSettings;
  const types = extra.searchTypeId != null ? [extra.searchTypeId] : widget.settings.searchTypeIds;
  const url = widget.url;
  if (url === 'search-location') {
    const places = await placePoints(
      db,
      sourceOf(ids, resolved),
      types,
      extra.latLonAccuracyId ?? 2,
    );
    return { kind: 'points', period, ...places };
  }
  if (url === 'travel-duration' || url === 'traveller-count' || url === 'search-duration') {
    const { metric, unit } = HISTOGRAMS[url];
    const values = await valueCounts(db, sourceOf(ids, resolved), metric, types);
    return { kind: 'histogram', period, ...histogramOf(unit, values) };
  }
  if (url === 'top-search-location') {
    const rows = await topPlaces(db, sourceOf(ids, resolved));
    return { kind: 'ranking', period, month: resolved.month, rows };
  }
  if (url === 'searches-over-time') {
    const interval = intervalOf(resolved);
    const src = sourceOf(ids, resolved, interval === 'hour');
    const series = await searchSeries(db, src, resolved, interval, apps);
    return { kind: 'series', period, interval, series };
  }
  return { kind: 'overview', period, rows: await overviewRows(db, sourceOf(ids, resolved), apps) };
}
