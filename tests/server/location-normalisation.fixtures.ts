import { placeKey } from '#server/location-normalisation/collect';
import { locationNames, normalisedLocations } from '#server/location-normalisation/schema';
import type { TestServer } from './harness';

export const LOCATIONS = '/api/admin/locationNormalisation';

let serial = 0;

/** A fresh supplier name in Spain, mapped to a fresh normalised location when `mapped`. */
export async function addLocationName(
  server: TestServer,
  { mapped = false, country = 'ES' }: { mapped?: boolean; country?: string } = {},
) {
  serial += 1;
  const tag = `${process.pid}-${serial}-${Math.random().toString(36).slice(2, 7)}`;
  const { db } = server.database;
  let locationId: number | null = null;
  let normalisedName = '';
  if (mapped) {
    normalisedName = `Matrix place ${tag}`;
    const [made] = await db
      .insert(normalisedLocations)
      .values({ countryCode: country, name: normalisedName })
      .returning({ id: normalisedLocations.id });
    locationId = made?.id ?? null;
  }
  const name = `Supplier place ${tag}`;
  const [row] = await db
    .insert(locationNames)
    .values({ countryCode: country, name, key: placeKey(name), locationId, source: 'upload' })
    .returning({ id: locationNames.id });
  if (!row) throw new Error('location name not added');
  return { nameId: row.id, name, countryCode: country, normalisedName };
}
