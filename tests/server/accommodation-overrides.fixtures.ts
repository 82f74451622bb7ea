import { asc, eq } from 'drizzle-orm';
import { type OverrideCreate, OverrideFields } from '#contract/accommodation-overrides';
import { accommodationOverrides } from '#server/accommodation-overrides/schema';
import { overrideColumnsOf } from '#server/accommodation-overrides/shape';
import { suppliers } from '#server/suppliers/schema';
import type { TestServer } from './harness';

let serial = 0;
const next = () => {
  serial += 1;
  return serial;
};

/** The directory's first hotel supplier (the demo's HotelBeds). */
export async function hotelSupplier(server: TestServer) {
  const [row] = await server.database.db
    .select({ id: suppliers.id })
    .from(suppliers)
    .where(eq(suppliers.productType, 'Accommodation'))
    .orderBy(asc(suppliers.id))
    .limit(1);
  if (!row) throw new Error('no hotel supplier');
  return row.id;
}

export const newOverride = (
  supplierId: number,
  over: Partial<OverrideCreate> = {},
): OverrideCreate => ({
  supplierId,
  supplierPropertyId: `HB-T${next()}`,
  name: 'Our name for it',
  ...over,
});

/** An override of the application, under a property id no other override has. */
export async function addMatrixOverride(server: TestServer, applicationId: number) {
  const fields = OverrideFields.parse(
    newOverride(await hotelSupplier(server), { supplierPropertyId: `HB-M${next()}` }),
  );
  const [made] = await server.database.db
    .insert(accommodationOverrides)
    .values({ applicationId, ...overrideColumnsOf(fields) })
    .returning({ id: accommodationOverrides.id });
  if (!made) throw new Error('override not added');
  return made.id;
}
