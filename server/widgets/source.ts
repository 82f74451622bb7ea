import { type SQL, sql } from 'drizzle-orm';
import { ROLLUP_TABLES, type RollupTable } from '#server/events/rollup-tables';
import { type Period, splitPeriod } from './period';

export { rows } from '#server/db/rows';

/** What every widget query reads: some applications over a period, split by splitPeriod. */
export type Source = ReturnType<typeof sourceOf>;

/** A PostgreSQL array literal: one parameter however many ids, the same on both drivers. */
export const intArray = (ids: readonly number[]) => `{${ids.map((n) => Math.trunc(n)).join(',')}}`;

export function sourceOf(applicationIds: readonly number[], period: Period, rawOnly = false) {
  const split = rawOnly
    ? {
        dayFrom: '1970-01-01',
        dayTo: '1970-01-01',
        head: [period.from, period.to],
        tail: [period.to, period.to],
      }
    : splitPeriod(period);
  const apps = intArray(applicationIds);
  const at = (d: Date | undefined) => (d ?? period.to).toISOString();
  return {
    /** Condition on search_events aliased `e`: the partial days at the period's edges. */
    events: sql`e.application_id = any(${apps}::int[]) and (
      (e.occurred_at >= ${at(split.head[0])}::timestamptz and e.occurred_at < ${at(split.head[1])}::timestamptz)
      or (e.occurred_at >= ${at(split.tail[0])}::timestamptz and e.occurred_at < ${at(split.tail[1])}::timestamptz))`,
    /** Condition on a daily rollup aliased `r`: the whole days. */
    days: sql`r.application_id = any(${apps}::int[]) and r.day >= ${split.dayFrom}::date and r.day < ${split.dayTo}::date`,
  };
}

const withPending = ({ table, pending, key, sums }: RollupTable) => {
  const cols = [...key, ...sums].join(', ');
  return sql.raw(`(select ${cols} from ${table} union all select ${cols} from ${pending})`);
};

/**
 * The daily rollups as readers must see them: folded rows plus the deltas still pending (see
 * server/events/fold.ts). Readers sum rows, so a delta counts the same either way. Alias it `r`.
 */
export const ROLLUP = {
  places: withPending(ROLLUP_TABLES.places),
  values: withPending(ROLLUP_TABLES.values),
};

/** Metrics of search_daily_values. */
export const METRIC = { nights: 1, travellers: 2, duration: 3 } as const;

/**
 * Search times are kept in buckets fine enough for a p95 to a few percent: 10 ms below a
 * second, 100 ms below ten, whole seconds above. Shared by ingestion and the edge queries.
 */
export const durationBucket = (column: string) =>
  `case when ${column} < 1000 then ${column} / 10 * 10 when ${column} < 10000 then ${column} / 100 * 100 else ${column} / 1000 * 1000 end`;

/** Metric values of an event row aliased `e`, in the same units as the rollup. */
export const METRIC_VALUE = {
  [METRIC.nights]: '(e.check_out - e.check_in)',
  [METRIC.travellers]: '(e.adults + e.children)',
  [METRIC.duration]: durationBucket('e.duration_ms'),
} as const;

export const typeFilter = (alias: 'e' | 'r', searchTypes: readonly number[] | null): SQL =>
  searchTypes === null
    ? sql`true`
    : sql`${sql.raw(alias)}.search_type = any(${intArray(searchTypes)}::int[])`;
