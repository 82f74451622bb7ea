import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { placeKeySql } from '#server/location-normalisation/place-key-sql';
import { ROLLUP, rows, type Source, typeFilter } from './source';

/** Most points a map gets: the busiest places, so a map stays readable and the reply small. */
export const MAX_POINTS = 2000;
export const TOP_PLACES = 10;

const places = (src: Source, searchTypes: readonly number[] | null) => sql`
  select r.latitude, r.longitude, r.destination_name, r.country_code, r.searches as n
    from ${ROLLUP.places} r where ${src.days} and ${typeFilter('r', searchTypes)}
  union all
  select round(e.latitude::numeric, 3)::float8, round(e.longitude::numeric, 3)::float8,
         e.destination_name, e.country_code, 1
    from search_events e where ${src.events} and ${typeFilter('e', searchTypes)}`;

/** Searches per place, coordinates rounded to `accuracy` decimals, busiest first. */
export async function placePoints(
  db: Db,
  src: Source,
  searchTypes: readonly number[] | null,
  accuracy: number,
) {
  const found = await rows<{ latitude: number; longitude: number; count: number; total: number }>(
    db,
    sql`select round(p.latitude::numeric, ${accuracy}::int)::float8 as latitude,
               round(p.longitude::numeric, ${accuracy}::int)::float8 as longitude,
               sum(p.n)::int as count, (sum(sum(p.n)) over ())::float8 as total
          from (${places(src, searchTypes)}) p
         group by 1, 2 order by 3 desc, 1, 2 limit ${MAX_POINTS}`,
  );
  return {
    total: Number(found[0]?.total ?? 0),
    points: found.map((p) => ({
      latitude: Number(p.latitude),
      longitude: Number(p.longitude),
      count: Number(p.count),
    })),
  };
}

/**
 * The most searched destinations, by their normalised name where location normalisation maps
 * the name a site sent (issue 28), else as sent. One statement: the period's searches summed per
 * name as sent first, so only those distinct names look up their mapping (location_names'
 * (country_code, key) index), then summed again per name shown.
 */
export async function topPlaces(db: Db, src: Source) {
  const found = await rows<{ name: string; country_code: string; count: number }>(
    db,
    sql`with sent as (
          select p.destination_name as name, p.country_code, sum(p.n) as n
            from (${places(src, null)}) p group by 1, 2)
        select coalesce(nl.name, s.name) as name, s.country_code, sum(s.n)::int as count
          from sent s
          left join location_names l
            on l.country_code = upper(s.country_code) and l.key = ${placeKeySql(sql`s.name`)}
          left join normalised_locations nl on nl.id = l.location_id
         group by 1, 2 order by 3 desc, 1 limit ${TOP_PLACES}`,
  );
  return found.map((r) => ({ name: r.name, countryCode: r.country_code, count: Number(r.count) }));
}
