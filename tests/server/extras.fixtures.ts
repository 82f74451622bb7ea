import { ExtraFields } from '#contract/extras';
import { extraGroups, extras } from '#server/extras/schema';
import { extraColumnsOf } from '#server/extras/shape';
import type { TestServer } from './harness';

let serial = 0;

/** A group of the application to look at, change or delete, under a name no other has. */
export async function addMatrixGroup(server: TestServer, applicationId: number) {
  serial += 1;
  const [row] = await server.database.db
    .insert(extraGroups)
    .values({ applicationId, name: `Matrix group ${serial}` })
    .returning({ id: extraGroups.id });
  if (!row) throw new Error('group not added');
  return row.id;
}

/** An extra in a fresh group of the application. */
export async function addMatrixExtra(server: TestServer, applicationId: number) {
  const groupId = await addMatrixGroup(server, applicationId);
  const fields = ExtraFields.parse({
    groupId,
    name: 'Matrix extra',
    price: '10.00',
    currency: 'GBP',
    priceBasis: 'perBooking',
  });
  const [row] = await server.database.db
    .insert(extras)
    .values({ applicationId, ...extraColumnsOf(fields) })
    .returning({ id: extras.id });
  if (!row) throw new Error('extra not added');
  return row.id;
}
