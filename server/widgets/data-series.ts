import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import type { AppRef } from './apps';
import type { Period } from './period';
import { METRIC, ROLLUP, rows, type Source } from './source';

export type Interval = 'hour' | 'day' | 'month';

function truncate(d: Date, interval: Interval): Date {
  if (interval === 'month') return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1));
  const step = interval === 'hour' ? 3_600_000 : 86_400_000;
  return new Date(Math.floor(d.getTime() / step) * step);
}

function next(d: Date, interval: Interval): Date {
  if (interval === 'month') return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1));
  return new Date(d.getTime() + (interval === 'hour' ? 3_600_000 : 86_400_000));
}

/** Every bucket start of the period, so quiet hours or days show as zero, not as a gap. */
export function bucketStarts(period: Period, interval: Interval): string[] {
  const starts: string[] = [];
  for (let d = truncate(period.from, interval); d < period.to; d = next(d, interval)) {
    starts.push(d.toISOString());
  }
  return starts;
}

/**
 * Searches per application per hour, day or month (UTC). Hours need a raw-only source. Every
 * event counts once under each metric; nights has the fewest values per day, so it is read.
 */
export async function searchSeries(
  db: Db,
  src: Source,
  period: Period,
  interval: Interval,
  apps: readonly AppRef[],
) {
  const found = await rows<{ application_id: number; at: Date | string; count: number }>(
    db,
    sql`select v.application_id, v.at, sum(v.n)::int as count from (
          select r.application_id, date_trunc(${interval}::text, r.day::timestamp) at time zone 'UTC' as at,
                 r.searches as n
            from ${ROLLUP.values} r where ${src.days} and r.metric = ${METRIC.nights}
          union all
          select e.application_id,
                 date_trunc(${interval}::text, e.occurred_at at time zone 'UTC') at time zone 'UTC', 1
            from search_events e where ${src.events}
        ) v group by 1, 2 order by 1, 2`,
  );
  const counts = new Map<string, number>();
  for (const r of found) {
    counts.set(`${r.application_id}@${new Date(r.at).toISOString()}`, Number(r.count));
  }
  const starts = bucketStarts(period, interval);
  return apps.map((app) => ({
    applicationId: app.id,
    applicationName: app.name,
    points: starts.map((at) => ({ at, count: counts.get(`${app.id}@${at}`) ?? 0 })),
  }));
}
