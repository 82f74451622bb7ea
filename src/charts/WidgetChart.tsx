import { lazy, Suspense } from 'react';
import type { WidgetData } from '#contract/widgets';
import { ChartState } from './ChartState';
import { Histogram } from './Histogram';
import { OverviewTable, RankingTable } from './RankingTable';
import { SeriesChart } from './SeriesChart';

// The map and its world outline are the heaviest part; only dashboards with a map load them.
const WorldMap = lazy(() => import('./WorldMap'));

/** True when the data has nothing to draw, so the widget says so instead of an empty chart. */
export function isEmpty(data: WidgetData): boolean {
  switch (data.kind) {
    case 'points':
      return data.points.length === 0;
    case 'histogram':
      return data.total === 0;
    case 'ranking':
    case 'overview':
      return data.rows.length === 0;
    case 'series':
      return data.series.every((s) => s.points.every((p) => p.count === 0));
  }
}

/** The chart for a widget's data, chosen by its `kind`. */
export function WidgetChart({ data }: { data: WidgetData }) {
  if (isEmpty(data)) return <ChartState state="empty" />;
  switch (data.kind) {
    case 'points':
      return (
        <Suspense fallback={<ChartState state="loading" />}>
          <WorldMap data={data} />
        </Suspense>
      );
    case 'histogram':
      return <Histogram data={data} />;
    case 'ranking':
      return <RankingTable data={data} />;
    case 'overview':
      return <OverviewTable data={data} />;
    case 'series':
      return <SeriesChart data={data} />;
  }
}
