import { type SQL, sql } from 'drizzle-orm';
import { durationBucket } from '#server/widgets/source';

/** The columns an event source must yield, in this order. */
export const EVENT_COLUMNS = sql.raw(
  'application_id, event_id, occurred_at, search_type, destination_name, country_code, latitude, longitude, check_in, check_out, adults, children, duration_ms, result_count',
);

/**
 * One statement that stores events and keeps the daily rollups in step: new events only (a
 * resent event id conflicts and is skipped, so it is never counted twice), then both rollups
 * upserted from exactly the rows inserted. Grouped and ordered, so concurrent batches lock
 * rollup rows in the same order. `input` is any select yielding EVENT_COLUMNS.
 */
export function insertEvents(input: SQL): SQL {
  return sql`
  with ins as (
    insert into search_events (${EVENT_COLUMNS})
    select ${EVENT_COLUMNS} from (${input}) src
    on conflict do nothing
    returning *
  ), places as (
    insert into search_daily_places as p
      (application_id, day, search_type, destination_name, country_code, latitude, longitude, searches)
    select application_id, (occurred_at at time zone 'UTC')::date, search_type, destination_name,
           country_code, round(latitude::numeric, 3)::float8, round(longitude::numeric, 3)::float8, count(*)
      from ins group by 1, 2, 3, 4, 5, 6, 7 order by 1, 2, 3, 4, 5, 6, 7
    on conflict (application_id, day, search_type, destination_name, country_code, latitude, longitude)
    do update set searches = p.searches + excluded.searches
  ), vals as (
    insert into search_daily_values as v
      (application_id, day, search_type, metric, value, searches, results)
    select application_id, (occurred_at at time zone 'UTC')::date, search_type, m.metric, m.value,
           count(*), sum(result_count)
      from ins cross join lateral (values
        (1, check_out - check_in),
        (2, adults + children),
        (3, ${sql.raw(durationBucket('duration_ms'))})) as m(metric, value)
     group by 1, 2, 3, 4, 5 order by 1, 2, 4, 3, 5
    on conflict (application_id, day, metric, search_type, value)
    do update set searches = v.searches + excluded.searches, results = v.results + excluded.results
  )
  select count(*)::int as inserted from ins`;
}
