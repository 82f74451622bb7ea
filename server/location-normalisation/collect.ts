import { sql } from 'drizzle-orm';
import type { LocationSource } from '#contract/location-normalisation';
import { normaliseCountry, normalisePlace } from '#contract/pricing-engine/normalise';
import type { Db } from '#server/db/client';
import { rows } from '#server/db/rows';
import type { Tx } from '#server/db/tx';

export type Place = { countryCode: string; name: string };

/** The spelling a supplier name is stored and looked up by (one row per place as rules see it). */
export const placeKey = (name: string) => normalisePlace(name).slice(0, 300);

const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;

/**
 * Adds the names not yet known, in one statement, and answers their ids: the first spelling of
 * a place stays, a name seen again changes nothing. Ingestion calls it in its transaction.
 */
export async function collectNames(
  tx: Db | Tx,
  places: readonly Place[],
  source: LocationSource,
): Promise<number[]> {
  const fresh = places
    .map((p) => ({ c: normaliseCountry(p.countryCode), n: p.name.trim(), k: placeKey(p.name) }))
    .filter((r) => r.k !== '');
  if (fresh.length === 0) return [];
  const made = await rows<{ id: number }>(
    tx,
    sql`
    insert into location_names (country_code, name, key, source)
    select distinct on (x.c, x.k) x.c, x.n, x.k, ${source}::text
    from jsonb_to_recordset(${json(fresh)}) as x(c text, n text, k text)
    order by x.c, x.k
    on conflict (country_code, key) do nothing
    returning id`,
  );
  return made.map((r) => Number(r.id));
}

const placeId = (countryCode: string, key: string) => `${countryCode}|${key}`;

/**
 * The normalised name of each mapped place among `places`, in one statement: keyed by
 * `mappedKey(place)`. A name that is unknown or unmapped is left out (it stays as sent).
 */
export async function mappedPlaces(
  db: Db | Tx,
  places: readonly Place[],
): Promise<ReadonlyMap<string, string>> {
  const wanted = [
    ...new Map(
      places.map((p) => {
        const c = normaliseCountry(p.countryCode);
        const k = placeKey(p.name);
        return [placeId(c, k), { c, k }];
      }),
    ).values(),
  ];
  if (wanted.length === 0) return new Map();
  const found = await rows<{ c: string; k: string; name: string }>(
    db,
    sql`
    select x.c, x.k, n.name from jsonb_to_recordset(${json(wanted)}) as x(c text, k text)
    join location_names l on l.country_code = x.c and l.key = x.k
    join normalised_locations n on n.id = l.location_id`,
  );
  return new Map(found.map((r) => [placeId(r.c, r.k), r.name]));
}

export const mappedKey = (p: Place) => placeId(normaliseCountry(p.countryCode), placeKey(p.name));
