import { sql } from 'drizzle-orm';
import type { Tx } from '#server/db/tx';
import { supplierSettings, suppliers } from './schema';

type DemoSetting = Omit<typeof supplierSettings.$inferInsert, 'supplierId'>;
type DemoSupplier = typeof suppliers.$inferInsert & { settings: DemoSetting[] };

const apiKey: DemoSetting = {
  name: 'apiKey',
  label: 'API key',
  type: 'secret',
  required: true,
  helpText: 'Issued by the supplier for this booking site',
  sortOrder: 2,
};
const baseUrl = (url: string): DemoSetting => ({
  name: 'baseUrl',
  label: 'Base URL',
  type: 'url',
  required: true,
  defaultValue: url,
  sortOrder: 1,
});

/** A directory a newcomer recognises: the usual suppliers of a travel site, one per product. */
const DEMO_SUPPLIERS: readonly DemoSupplier[] = [
  {
    productType: 'Packages',
    code: 'traveltek',
    kind: 'Traveltek',
    name: 'Traveltek Packages',
    premium: true,
    healthUrl: '{baseUrl}/status?site={siteId}',
    settings: [
      baseUrl('https://api.traveltek.test'),
      apiKey,
      { name: 'siteId', label: 'Site ID', type: 'number', required: true, sortOrder: 3 },
    ],
  },
  {
    productType: 'Accommodation',
    code: 'hotelbeds',
    kind: 'HotelBeds',
    name: 'HotelBeds Hotels',
    healthMethod: 'HEAD',
    healthUrl: '{baseUrl}/hotel-api/1.0/status',
    settings: [
      baseUrl('https://api.hotelbeds.test'),
      apiKey,
      {
        name: 'language',
        label: 'Content language',
        type: 'choice',
        options: ['ENG', 'SPA', 'FRA', 'DEU'],
        defaultValue: 'ENG',
        sortOrder: 3,
      },
    ],
  },
  {
    productType: 'Flights',
    code: 'skylink',
    kind: 'Custom',
    name: 'SkyLink Flights',
    healthUrl: 'https://status.skylink.test/health',
    healthTimeoutMs: 3000,
    settings: [
      apiKey,
      {
        name: 'includeLowCost',
        label: 'Include low-cost carriers',
        type: 'boolean',
        defaultValue: 'true',
        sortOrder: 3,
      },
    ],
  },
  {
    productType: 'Cars',
    code: 'roadrunner',
    kind: 'Custom',
    name: 'RoadRunner Car Hire',
    healthMethod: 'POST',
    healthUrl: '{baseUrl}/ping',
    healthStatus: 204,
    settings: [baseUrl('https://cars.roadrunner.test'), apiKey],
  },
];

/** Added once, on a database that has no suppliers yet. */
export async function seedDemoSuppliers(tx: Tx) {
  const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(suppliers);
  if ((row?.n ?? 0) > 0) return;
  for (const { settings, ...supplier } of DEMO_SUPPLIERS) {
    const [made] = await tx.insert(suppliers).values(supplier).returning({ id: suppliers.id });
    if (!made) continue;
    await tx.insert(supplierSettings).values(settings.map((s) => ({ ...s, supplierId: made.id })));
  }
}
