import { and, asc, eq } from 'drizzle-orm';
import { OverrideFields } from '#contract/accommodation-overrides';
import type { Tx } from '#server/db/tx';
import { suppliers } from '#server/suppliers/schema';
import { accommodationOverrides } from './schema';
import { overrideColumnsOf } from './shape';

const DEMO = [
  { supplierPropertyId: 'HB-10442', name: 'Hotel Miramar Malaga', stars: 4 },
  { supplierPropertyId: 'HB-20871', name: 'Alfama River Suites' },
  {
    supplierPropertyId: 'HB-33019',
    images: ['https://images.example.com/hb-33019/pool.jpg'],
    stars: 5,
  },
];

/**
 * The demo company's first application gets overrides of the demo directory's hotel supplier
 * once: an application that already has one is left as it is.
 */
export async function seedDemoOverrides(tx: Tx, applicationId: number): Promise<boolean> {
  const [hotels] = await tx
    .select({ id: suppliers.id })
    .from(suppliers)
    .where(and(eq(suppliers.productType, 'Accommodation')))
    .orderBy(asc(suppliers.id))
    .limit(1);
  if (!hotels) return false;
  const [held] = await tx
    .select({ id: accommodationOverrides.id })
    .from(accommodationOverrides)
    .where(eq(accommodationOverrides.applicationId, applicationId))
    .limit(1);
  if (held) return false;
  await tx.insert(accommodationOverrides).values(
    DEMO.map((d) => ({
      applicationId,
      ...overrideColumnsOf(OverrideFields.parse({ supplierId: hotels.id, ...d })),
    })),
  );
  return true;
}
