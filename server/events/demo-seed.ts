import { type SQL, sql } from 'drizzle-orm';
import { DEMO_DAYS, DEMO_PLACES } from './demo-places';

/** Days back from today, `from` included and `to` not: 0 is today. */
export type DayRange = { from: number; to: number };

/** Cheap deterministic noise in [0, 1) from an event key and a salt (no random()). */
const noise = (key: string, salt: number) =>
  `abs(sin(${key} * ${(12.9898 + salt * 3.7).toFixed(4)} + ${(salt * 78.233).toFixed(3)}) * 43758.5453)`;

/**
 * Thirteen months of searches for one application, generated inside the database so the first
 * start stays quick: a daily count shaped by season (winter planning and summer peaks),
 * weekday (Mondays busiest, Saturdays quietest) and growth; evening-heavy hours; popular
 * destinations more often; realistic stays, parties and search times. Deterministic for a day.
 */
export function demoEvents(applicationId: number, count: number, days?: DayRange): SQL {
  // A slice of the days keeps every day's count: the weights are shared over all of them.
  const slice = days ? sql`where d >= ${days.from} and d < ${days.to}` : sql``;
  const places = DEMO_PLACES[applicationId] ?? [];
  const list = sql.join(
    places.map(
      ([name, cc, lat, lon], i) =>
        sql`(${i}::int, ${name}::text, ${cc}::text, ${lat}::float8, ${lon}::float8)`,
    ),
    sql`, `,
  );
  const r = (salt: number) => sql.raw(noise('k', salt));
  return sql`
    with days as (
      select d, current_date - d as day,
             (1 + 0.35 * cos(2 * pi() * (extract(doy from current_date - d) - 20) / 365)
                + 0.25 * cos(4 * pi() * (extract(doy from current_date - d) - 200) / 365))
             * (case extract(isodow from current_date - d) when 1 then 1.2 when 6 then 0.75 when 7 then 0.85 else 1 end)
             * (1 - d / ${DEMO_DAYS * 2.5}::float8) as w
        from generate_series(0, ${DEMO_DAYS - 1}) d
    ), counts as (
      select d, day, round(${count} * w / sum(w) over ())::int as n from days
    ), keyed as (
      select d, day, i, (${applicationId} * 7919 + d * 104729 + i)::float8 as k
        from counts, generate_series(1, n) i ${slice}
    ), raw as (
      select d, day, i, ${r(1)} as x1, ${r(2)} as x2, ${r(3)} as x3, ${r(4)} as x4, ${r(5)} as x5,
             ${r(6)} as x6, ${r(7)} as x7, ${r(8)} as x8, ${r(9)} as x9
        from keyed
    ), drawn as (
      -- The fractional part of each: sin is the costly step, so it is computed once.
      select d, day, i, x1 - floor(x1) as r1, x2 - floor(x2) as r2, x3 - floor(x3) as r3,
             x4 - floor(x4) as r4, x5 - floor(x5) as r5, x6 - floor(x6) as r6,
             x7 - floor(x7) as r7, x8 - floor(x8) as r8, x9 - floor(x9) as r9
        from raw
    ), shaped as (
      select ${applicationId}::int as application_id, 'demo-' || d || '-' || i as event_id,
             day + ((case when r1 < 0.1 then floor(r2 * 8) else 8 + floor(15 * (r2 + r3) / 2) end) * 3600
                    + floor(r4 * 3600)) * interval '1 second' as occurred_at,
             (case when r5 < 0.45 then 1 when r5 < 0.70 then 5 when r5 < 0.82 then 2 when r5 < 0.92 then 3 else 4 end)::int2 as search_type,
             floor(${places.length} * r6 * r6)::int as place,
             day + floor(120 * r7 * r7)::int as check_in,
             (case when r8 < 0.12 then 1 when r8 < 0.32 then 2 when r8 < 0.5 then 3 when r8 < 0.62 then 4
                   when r8 < 0.7 then 5 when r8 < 0.76 then 6 when r8 < 0.9 then 7 when r8 < 0.95 then 10 else 14 end) as nights,
             (case when r9 < 0.22 then 1 when r9 < 0.78 then 2 when r9 < 0.88 then 3 else 4 end)::int2 as adults,
             (case when r1 < 0.6 then 0 when r1 < 0.78 then 1 when r1 < 0.95 then 2 else 3 end)::int2 as children,
             r3 as speed, r4 as hits
        from drawn
    )
    select s.application_id, s.event_id, s.occurred_at, s.search_type,
           p.name as destination_name, p.cc as country_code, p.lat as latitude, p.lon as longitude,
           s.check_in, s.check_in + s.nights as check_out, s.adults, s.children,
           (150 + (case s.search_type when 1 then 900 when 5 then 1600 when 2 then 500 when 3 then 700 else 400 end)
                  * (0.4 + 4 * s.speed * s.speed * s.speed))::int as duration_ms,
           (case s.search_type when 5 then 20 + 280 * s.hits when 1 then 5 + 400 * s.hits else 60 * s.hits end)::int as result_count
      from shaped s join (values ${list}) as p(idx, name, cc, lat, lon) on p.idx = s.place
     where s.occurred_at <= now()`;
}
