import { sql } from 'drizzle-orm';
import type { Tx } from '#server/db/tx';
import { placeKey } from './collect';
import { locationNames, normalisedLocations } from './schema';

/** Normalised places of the demo, by country, with the supplier names already mapped to each. */
const MAPPED: Record<string, Record<string, readonly string[]>> = {
  ES: {
    'Palma de Mallorca': ['Palma (Majorca)', 'PALMA DE MALLORCA', 'Palma, Mallorca'],
    Málaga: ['Malaga', 'Málaga (Costa del Sol)'],
    Barcelona: ['Barcelona City', 'BCN Barcelona'],
    Nerja: [],
    Ronda: [],
  },
  FR: { Paris: ['Paris (All Areas)', 'PARIS'] },
  IT: { Rome: ['Rome (Roma)', 'Roma'] },
  PT: { Lisbon: ['Lisboa', 'Lisbon City'] },
  // Places of the demo's own properties (property content), no supplier spelling yet.
  GB: { Inverness: [] },
  MT: { Valletta: [] },
};

/** Names ingested orders brought that no one has mapped yet; most resemble a place above. */
const UNMAPPED: readonly [string, string][] = [
  ['ES', 'Palma Majorca'],
  ['ES', 'Malaga Centre'],
  ['ES', 'Barcelona - Eixample'],
  ['ES', 'Tenerife South'],
  ['FR', 'Paris Centre'],
  ['FR', 'Nice (Côte d’Azur)'],
  ['IT', 'Rome City'],
  ['PT', 'Lisbon - Baixa'],
  ['GB', 'London (All Airports)'],
];

/** Added once, on a database that has no location names yet. */
export async function seedDemoLocations(tx: Tx) {
  const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(locationNames);
  if ((row?.n ?? 0) > 0) return;
  for (const [countryCode, places] of Object.entries(MAPPED)) {
    for (const [name, spellings] of Object.entries(places)) {
      const [made] = await tx
        .insert(normalisedLocations)
        .values({ countryCode, name })
        .returning({ id: normalisedLocations.id });
      if (!made || spellings.length === 0) continue;
      await tx.insert(locationNames).values(
        spellings.map((s) => ({
          countryCode,
          name: s,
          key: placeKey(s),
          locationId: made.id,
          source: 'orders',
        })),
      );
    }
  }
  await tx.insert(locationNames).values(
    UNMAPPED.map(([countryCode, name], i) => ({
      countryCode,
      name,
      key: placeKey(name),
      source: i % 3 === 2 ? 'upload' : 'orders',
    })),
  );
}
