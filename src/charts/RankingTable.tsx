import type { WidgetData } from '#contract/widgets';
import { formatMeasure } from '#ui';
import { DataTable, formatCount } from './DataTable';

type RankingData = Extract<WidgetData, { kind: 'ranking' }>;
type OverviewData = Extract<WidgetData, { kind: 'overview' }>;

/** The top destinations: a table is both the chart and its own text alternative. */
export function RankingTable({ data }: { data: RankingData }) {
  return (
    <DataTable
      caption={data.month ? `Top destinations of ${data.month}` : 'Top destinations'}
      rows={data.rows.map((row, i) => ({ ...row, rank: i + 1 }))}
      columns={[
        { header: '#', cell: (r) => r.rank, numeric: true },
        { header: 'Destination', cell: (r) => r.name },
        { header: 'Country', cell: (r) => r.countryCode },
        { header: 'Searches', cell: (r) => formatCount(r.count), numeric: true },
      ]}
    />
  );
}

/** A measure with separators, rounded for display only; a dash for none. */
const orDash = (n: number | null, digits = 0) => (n === null ? '–' : formatMeasure(n, digits));

/** Widget 1013: one row per application of the company. */
export function OverviewTable({ data }: { data: OverviewData }) {
  return (
    <DataTable
      caption="Searches, results and search times by application"
      rows={data.rows}
      columns={[
        { header: 'Application', cell: (r) => r.applicationName },
        { header: 'Searches', cell: (r) => formatCount(r.searches), numeric: true },
        { header: 'Average results', cell: (r) => orDash(r.averageResults, 1), numeric: true },
        { header: 'p95 search time (ms)', cell: (r) => orDash(r.p95DurationMs), numeric: true },
      ]}
    />
  );
}
