import { sql } from 'drizzle-orm';
import type { SearchEvent } from '#contract/events';
import type { Db } from '#server/db/client';
import { rows } from '#server/widgets/source';
import { insertEvents } from './rollup';

/** A PostgreSQL array literal of strings, each quoted, so one parameter carries a column. */
const textArray = (values: readonly string[]) =>
  `{${values.map((v) => `"${v.replace(/[\\"]/g, '\\$&')}"`).join(',')}}`;
const numArray = (values: readonly number[]) => `{${values.join(',')}}`;

/**
 * Stores checked events set-based: one array parameter per column, unnested into rows, so a
 * batch of 1,000 is one statement. Answers how many were new.
 */
export async function storeEvents(db: Db, applicationId: number, events: readonly SearchEvent[]) {
  if (events.length === 0) return 0;
  const col = <T>(pick: (e: SearchEvent) => T) => events.map(pick);
  const input = sql`
    select ${applicationId}::int as application_id, t.* from unnest(
      ${textArray(col((e) => e.eventId))}::text[],
      ${textArray(col((e) => e.occurredAt))}::timestamptz[],
      ${numArray(col((e) => e.searchType))}::int2[],
      ${textArray(col((e) => e.destination.name))}::text[],
      ${textArray(col((e) => e.destination.countryCode))}::text[],
      ${numArray(col((e) => e.destination.latitude))}::float8[],
      ${numArray(col((e) => e.destination.longitude))}::float8[],
      ${textArray(col((e) => e.checkIn))}::date[],
      ${textArray(col((e) => e.checkOut))}::date[],
      ${numArray(col((e) => e.adults))}::int2[],
      ${numArray(col((e) => e.children))}::int2[],
      ${numArray(col((e) => e.durationMs))}::int4[],
      ${numArray(col((e) => e.resultCount))}::int4[]
    ) as t(event_id, occurred_at, search_type, destination_name, country_code, latitude, longitude,
           check_in, check_out, adults, children, duration_ms, result_count)`;
  const [row] = await rows<{ inserted: number }>(db, insertEvents(input));
  return Number(row?.inserted ?? 0);
}
