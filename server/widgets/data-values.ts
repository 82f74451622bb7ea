import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import type { AppRef } from './apps';
import { METRIC, METRIC_VALUE, ROLLUP, rows, type Source, typeFilter } from './source';

export type ValueCount = { value: number; count: number };
type Metric = (typeof METRIC)[keyof typeof METRIC];

/** How many searches had each value of a metric, smallest value first. */
export async function valueCounts(
  db: Db,
  src: Source,
  metric: Metric,
  searchTypes: readonly number[] | null,
): Promise<ValueCount[]> {
  const found = await rows<{ value: number; count: number }>(
    db,
    sql`select v.value, sum(v.n)::int as count from (
          select r.value, r.searches as n from ${ROLLUP.values} r
           where ${src.days} and r.metric = ${metric} and ${typeFilter('r', searchTypes)}
          union all
          select (${sql.raw(METRIC_VALUE[metric])})::int, 1 from search_events e
           where ${src.events} and ${typeFilter('e', searchTypes)}
        ) v group by 1 order by 1`,
  );
  return found.map((r) => ({ value: Number(r.value), count: Number(r.count) }));
}

/** Nearest-rank percentile of counted values (sorted by value); null without any. */
export function percentile(values: readonly ValueCount[], q: number): number | null {
  const total = values.reduce((sum, v) => sum + v.count, 0);
  if (total === 0) return null;
  const rank = Math.ceil(q * total);
  let seen = 0;
  for (const v of values) {
    seen += v.count;
    if (seen >= rank) return v.value;
  }
  return values.at(-1)?.value ?? null;
}

/** Per application: searches, average result count and p95 search time (from the buckets). */
export async function overviewRows(db: Db, src: Source, apps: readonly AppRef[]) {
  const found = await rows<{ application_id: number; value: number; n: number; res: number }>(
    db,
    sql`select v.application_id, v.value, sum(v.n)::int as n, sum(v.res)::float8 as res from (
          select r.application_id, r.value, r.searches as n, r.results as res
            from ${ROLLUP.values} r where ${src.days} and r.metric = ${METRIC.duration}
          union all
          select e.application_id, (${sql.raw(METRIC_VALUE[METRIC.duration])})::int, 1, e.result_count
            from search_events e where ${src.events}
        ) v group by 1, 2 order by 1, 2`,
  );
  return apps.map((app) => {
    const mine = found.filter((r) => Number(r.application_id) === app.id);
    const searches = mine.reduce((sum, r) => sum + Number(r.n), 0);
    const results = mine.reduce((sum, r) => sum + Number(r.res), 0);
    const durations = mine.map((r) => ({ value: Number(r.value), count: Number(r.n) }));
    return {
      applicationId: app.id,
      applicationName: app.name,
      searches,
      averageResults: searches === 0 ? null : Math.round((results / searches) * 10) / 10,
      p95DurationMs: percentile(durations, 0.95),
    };
  });
}
