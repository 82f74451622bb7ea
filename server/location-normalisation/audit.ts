import { eq } from 'drizzle-orm';
import type { Snapshot, Subject } from '#server/audit/audited';
import type { Tx } from '#server/db/tx';
import { locationNames as ln, normalisedLocations as nl } from './schema';

// Readers lock the row, as its writers lock it anyway (the record's claim).

/** A supplier name reads with the normalised name it is mapped to, so History shows the move. */
async function locationName(tx: Tx, id: number): Promise<Snapshot | undefined> {
  const [row] = await tx
    .select({ n: ln, normalisedName: nl.name })
    .from(ln)
    .leftJoin(nl, eq(nl.id, ln.locationId))
    .where(eq(ln.id, id))
    .for('update', { of: ln });
  if (!row) return undefined;
  return {
    companyId: null,
    label: `${row.n.name} (${row.n.countryCode})`,
    fields: {
      countryCode: row.n.countryCode,
      name: row.n.name,
      normalisedName: row.normalisedName,
      source: row.n.source,
    },
  };
}

async function normalisedLocation(tx: Tx, id: number): Promise<Snapshot | undefined> {
  const [row] = await tx.select().from(nl).where(eq(nl.id, id)).for('update');
  if (!row) return undefined;
  return {
    companyId: null,
    label: `${row.name} (${row.countryCode})`,
    fields: { countryCode: row.countryCode, name: row.name },
  };
}

export const NAME_SUBJECT: Subject = { area: 'locationNames', read: locationName };
export const LOCATION_SUBJECT: Subject = { area: 'normalisedLocations', read: normalisedLocation };
