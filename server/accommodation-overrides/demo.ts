import { and, asc, eq, sql } from 'drizzle-orm';
import { OverrideFields } from '#contract/accommodation-overrides';
import { applications } from '#server/db/schema';
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
export async function seedDemoOverrides(tx: Tx, companyId: number) {
  const [app] = await tx
    .select({ id: applications.id })
    .from(applications)
    .where(eq(applications.companyId, companyId))
    .orderBy(asc(applications.id))
    .limit(1);
  const [hotels] = await tx
    .select({ id: suppliers.id })
    .from(suppliers)
    .where(and(eq(suppliers.productType, 'Accommodation')))
    .orderBy(asc(suppliers.id))
    .limit(1);
  if (!app || !hotels) return;
  const [held] = await tx
    .select({ id: accommodationOverrides.id })
    .from(accommodationOverrides)
    .where(eq(accommodationOverrides.applicationId, app.id))
    .limit(1);
  if (held) return;
  await tx.insert(accommodationOverrides).values(
    DEMO.map((d) => ({
      applicationId: app.id,
      ...overrideColumnsOf(OverrideFields.parse({ supplierId: hotels.id, ...d })),
    })),
  );
  await tx
    .update(applications)
    .set({ features: sql`array_append(array_remove(${applications.features}, 'tools'), 'tools')` })
    .where(eq(applications.id, app.id));
}
