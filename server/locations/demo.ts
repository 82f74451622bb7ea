import { eq } from 'drizzle-orm';
import type { Tx } from '#server/db/tx';
import { flightPartnerLocations, locationLists, locations, topLocations } from './schema';

type Place = { name: string; code?: string; under?: Place[] };

/** Countries, their regions and their cities: inserted level by level, so Spain is id 1. */
const SUN: Place[] = [
  {
    name: 'Spain',
    code: 'ES',
    under: [
      { name: 'Andalusia', code: 'AN', under: [{ name: 'Málaga' }, { name: 'Seville' }] },
      { name: 'Balearic Islands', code: 'IB', under: [{ name: 'Palma' }, { name: 'Ibiza' }] },
      { name: 'Canary Islands', code: 'CN', under: [{ name: 'Tenerife' }] },
    ],
  },
  {
    name: 'Portugal',
    code: 'PT',
    under: [{ name: 'Algarve', code: 'FAR', under: [{ name: 'Faro' }, { name: 'Lagos' }] }],
  },
  {
    name: 'Greece',
    code: 'GR',
    under: [{ name: 'Crete', code: 'M', under: [{ name: 'Heraklion' }, { name: 'Chania' }] }],
  },
];

const CITY_BREAKS: Place[] = [
  { name: 'France', code: 'FR', under: [{ name: 'Île-de-France', under: [{ name: 'Paris' }] }] },
  { name: 'Italy', code: 'IT', under: [{ name: 'Lazio', under: [{ name: 'Rome' }] }] },
];

const TOP = [
  { name: 'Málaga', countryCode: 'ES', city: 'Málaga' },
  { name: 'Algarve', countryCode: 'PT', city: 'Faro' },
  { name: 'Palma de Mallorca', countryCode: 'ES', city: 'Palma' },
  { name: 'Crete', countryCode: 'GR', city: 'Heraklion' },
  { name: 'Dubai', countryCode: 'AE', city: null },
  { name: 'New York', countryCode: 'US', city: null },
];

const PARTNER = [
  ['SkyScout', 'malaga_es', 'AGP', 'Málaga airport'],
  ['SkyScout', 'faro_pt', 'FAO', 'Faro airport'],
  ['SkyScout', 'palma_es', 'PMI', 'Palma de Mallorca airport'],
  ['SkyScout', 'heraklion_gr', 'HER', 'Heraklion airport'],
  ['SkyScout', 'london_any', 'LON', 'London, every airport'],
  ['FareFinder', 'LHR-GB', 'LHR', 'London Heathrow'],
  ['FareFinder', 'LGW-GB', 'LGW', 'London Gatwick'],
  ['FareFinder', 'DXB-AE', 'DXB', 'Dubai International'],
] as const;

/** Inserts a list's tree level by level; answers each city's id by name. */
async function plant(tx: Tx, applicationId: number, listId: number, tree: Place[]) {
  const ids = new Map<string, number>();
  let level: { place: Place; parentId: number | null }[] = tree.map((place) => ({
    place,
    parentId: null,
  }));
  for (let depth = 1; depth <= 3 && level.length > 0; depth += 1) {
    const made = await tx
      .insert(locations)
      .values(
        level.map(({ place, parentId }) => ({
          applicationId,
          listId,
          parentId,
          level: depth,
          name: place.name,
          code: place.code ?? null,
        })),
      )
      .returning({ id: locations.id });
    const next: typeof level = [];
    level.forEach(({ place }, i) => {
      const id = made[i]?.id;
      if (id === undefined) return;
      ids.set(place.name, id);
      for (const child of place.under ?? []) next.push({ place: child, parentId: id });
    });
    level = next;
  }
  return ids;
}

/**
 * The demo company's first application gets two location lists, its top locations (most linked
 * to the lists' cities) and two flight search partners' codes, with its tools switched on, once:
 * when it has any location list, nothing is added.
 */
export async function seedDemoLocations(tx: Tx, applicationId: number): Promise<boolean> {
  const [held] = await tx
    .select({ id: locationLists.id })
    .from(locationLists)
    .where(eq(locationLists.applicationId, applicationId))
    .limit(1);
  if (held) return false;
  const [sun, breaks] = await tx
    .insert(locationLists)
    .values([
      { applicationId, name: 'Sun destinations', description: 'Beach holidays in Europe' },
      { applicationId, name: 'City breaks', description: 'Short stays in capitals' },
    ])
    .returning({ id: locationLists.id });
  if (!sun || !breaks) return false;
  const cities = await plant(tx, applicationId, sun.id, SUN);
  await plant(tx, applicationId, breaks.id, CITY_BREAKS);
  await tx.insert(topLocations).values(
    TOP.map((t, i) => ({
      applicationId,
      position: i + 1,
      name: t.name,
      countryCode: t.countryCode,
      locationId: t.city === null ? null : (cities.get(t.city) ?? null),
    })),
  );
  await tx.insert(flightPartnerLocations).values(
    PARTNER.map(([partner, partnerCode, iataCode, name]) => ({
      applicationId,
      partner,
      partnerCode,
      iataCode,
      name,
    })),
  );
  return true;
}
