import { eq, inArray } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import type { Tx } from '#server/db/tx';
import { placeKey } from '#server/location-normalisation/collect';
import { locationNames, normalisedLocations } from '#server/location-normalisation/schema';

type Place = { countryCode: string | null; name: string | null };
export type ItemDestination = { countryCode: string; name: string; normalisedName: string | null };

/**
 * The items' destinations with the normalised name each supplier name is mapped to now: read at
 * the time of asking, so a mapping made after the order arrived shows on it (names are keyed as
 * the pricing engine compares places).
 */
export async function destinationsOf(
  db: Db | Tx,
  items: readonly Place[],
): Promise<(ItemDestination | null)[]> {
  const places = items.map((i) =>
    i.countryCode && i.name
      ? { countryCode: i.countryCode, name: i.name, key: placeKey(i.name) }
      : null,
  );
  const keys = [...new Set(places.flatMap((p) => (p ? [p.key] : [])))];
  const mapped = new Map<string, string>();
  if (keys.length > 0) {
    const rows = await db
      .select({
        countryCode: locationNames.countryCode,
        key: locationNames.key,
        name: normalisedLocations.name,
      })
      .from(locationNames)
      .innerJoin(normalisedLocations, eq(normalisedLocations.id, locationNames.locationId))
      .where(inArray(locationNames.key, keys));
    for (const r of rows) mapped.set(`${r.countryCode}|${r.key}`, r.name);
  }
  return places.map((p) =>
    p
      ? {
          countryCode: p.countryCode,
          name: p.name,
          normalisedName: mapped.get(`${p.countryCode}|${p.key}`) ?? null,
        }
      : null,
  );
}
