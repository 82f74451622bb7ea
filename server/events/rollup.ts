import { type SQL, sql } from 'drizzle-orm';
import { durationBucket } from '#server/widgets/source';

/** The columns an event source must yield, in this order. */
export const EVENT_COLUMNS = sql.raw(
  'application_id, event_id, occurred_at, search_type, destination_name, country_code, latitude, longitude, check_in, check_out, adults, children, duration_ms, result_count',
);

/**
 * One statement that stores events and records what they add to the daily rollups: new events
 * only (a resent event id conflicts and is skipped, so it is never counted twice), then the
 * batch's rollup deltas appended to the pending tables, from exactly the rows inserted.
 * Appending (no key, no index) is why concurrent batches no longer queue on each other's
 * rollup row locks; foldPending moves the deltas into the rollups later and readers add the
 * pending rows meanwhile. `input` is any select yielding EVENT_COLUMNS.
 */
export function insertEvents(input: SQL): SQL {
  return sql`
  with ins as (
    insert into search_events (${EVENT_COLUMNS})
    select ${EVENT_COLUMNS} from (${input}) src
    on conflict do nothing
    returning application_id, occurred_at, search_type, destination_name, country_code, latitude,
              longitude, check_in, check_out, adults, children, duration_ms, result_count
  ), places as (
    insert into search_pending_places
      (application_id, day, search_type, destination_name, country_code, latitude, longitude, searches)
    select application_id, (occurred_at at time zone 'UTC')::date, search_type, destination_name,
           country_code, round(latitude::numeric, 3)::float8, round(longitude::numeric, 3)::float8, count(*)
      from ins group by 1, 2, 3, 4, 5, 6, 7
  ), vals as (
    insert into search_pending_values
      (application_id, day, search_type, metric, value, searches, results)
    select application_id, (occurred_at at time zone 'UTC')::date, search_type, m.metric, m.value,
           count(*), sum(result_count)
      from ins cross join lateral (values
        (1, check_out - check_in),
        (2, adults + children),
        (3, ${sql.raw(durationBucket('duration_ms'))})) as m(metric, value)
     group by 1, 2, 3, 4, 5
  )
  select count(*)::int as inserted from ins`;
}
