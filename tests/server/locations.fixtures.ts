import { eq, max } from 'drizzle-orm';
import {
  flightPartnerLocations,
  locationLists,
  locations,
  topLocations,
} from '#server/locations/schema';
import type { TestServer } from './harness';

let serial = 0;

/** A list of the application to look at, change or delete, under a name no other has. */
export async function addMatrixList(server: TestServer, applicationId: number) {
  serial += 1;
  const [row] = await server.database.db
    .insert(locationLists)
    .values({ applicationId, name: `Matrix list ${serial}` })
    .returning({ id: locationLists.id });
  if (!row) throw new Error('list not added');
  return row.id;
}

/** A country of the list (a fresh list when none is given). */
export async function addMatrixCountry(server: TestServer, applicationId: number, listId?: number) {
  serial += 1;
  const [row] = await server.database.db
    .insert(locations)
    .values({
      applicationId,
      listId: listId ?? (await addMatrixList(server, applicationId)),
      level: 1,
      name: `Matrix country ${serial}`,
    })
    .returning({ id: locations.id });
  if (!row) throw new Error('location not added');
  return row.id;
}

/** A top location after the application's last. */
export async function addMatrixTop(server: TestServer, applicationId: number) {
  serial += 1;
  const { db } = server.database;
  const [last] = await db
    .select({ top: max(topLocations.position) })
    .from(topLocations)
    .where(eq(topLocations.applicationId, applicationId));
  const [row] = await db
    .insert(topLocations)
    .values({
      applicationId,
      position: (last?.top ?? 0) + 1,
      name: `Matrix top ${serial}`,
      countryCode: 'ES',
    })
    .returning({ id: topLocations.id });
  if (!row) throw new Error('top location not added');
  return row.id;
}

/** A partner's code mapped to an airport, under a code no other mapping has. */
export async function addMatrixPartnerLocation(server: TestServer, applicationId: number) {
  serial += 1;
  const [row] = await server.database.db
    .insert(flightPartnerLocations)
    .values({ applicationId, partner: 'Matrix', partnerCode: `code-${serial}`, iataCode: 'AGP' })
    .returning({ id: flightPartnerLocations.id });
  if (!row) throw new Error('partner location not added');
  return row.id;
}
