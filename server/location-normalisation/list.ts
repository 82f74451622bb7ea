import { eq, type SQL, sql } from 'drizzle-orm';
import type {
  LOCATION_SORTS,
  LocationListQuery,
  LocationNameRow,
} from '#contract/location-normalisation';
import type { Paged } from '#contract/paging';
import type { Db } from '#server/db/client';
import { definePagedList, equals, type Filter } from '#server/kit/index';
import { locationNames as ln, normalisedLocations as nl } from './schema';
import { nameRowOf } from './shape';

/** Below this pg_trgm similarity a normalised name is no suggestion (too few trigrams shared). */
const SUGGESTION_FLOOR = 0.2;

const columns = {
  id: ln.id,
  countryCode: ln.countryCode,
  name: ln.name,
  key: ln.key,
  locationId: ln.locationId,
  source: ln.source,
  updatedAt: ln.updatedAt,
  normalisedName: nl.name,
};

/** Mapped or unmapped; the choice is bound, so both share one statement shape. */
const mapped: Filter<LocationListQuery> = {
  keys: ['mapped'],
  where: (query, bind) =>
    query.mapped === undefined
      ? undefined
      : sql`(${ln.locationId} is not null) = ${bind('mapped', query.mapped === 'mapped')}`,
};

const namesList = definePagedList<
  typeof columns,
  (typeof LOCATION_SORTS)[number],
  LocationListQuery,
  void,
  { suggestions: SQL<string[] | null> }
>({
  table: ln,
  joins: [{ table: nl, on: eq(nl.id, ln.locationId), left: true, count: 'search' }],
  columns,
  search: [ln.name, nl.name],
  sorts: {
    // Unmapped ('0…') before mapped ('1…'), each by name.
    status: sql`((${ln.locationId} is not null)::int::text || lower(${ln.name}))`,
    name: sql`lower(${ln.name})`,
    countryCode: ln.countryCode,
    updated: ln.updatedAt,
  },
  defaultSort: 'status',
  tieBreaker: ln.id,
  filters: [equals<LocationListQuery, 'countryCode'>('countryCode', ln.countryCode), mapped],
  // Only the page's unmapped names look for similar normalised names of their country.
  late: (page) => ({
    suggestions: sql<string[] | null>`case when ${page.locationId} is null then (
      select jsonb_agg(s.name order by s.score desc, s.name) from (
        select n.name, public.similarity(lower(n.name), ${page.key}) as score
        from ${nl} n where n.country_code = ${page.countryCode}
          and public.similarity(lower(n.name), ${page.key}) >= ${sql.raw(String(SUGGESTION_FLOOR))}
        order by score desc, n.name limit 3) s) end`,
  }),
});

export async function listLocationNames(
  db: Db,
  query: LocationListQuery,
): Promise<Paged<LocationNameRow>> {
  const page = await namesList(db, undefined, query);
  return { items: page.items.map(nameRowOf), total: page.total };
}
