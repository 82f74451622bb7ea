import { integrations } from '#server/integrations/schema';
import { supplierSettings, suppliers } from '#server/suppliers/schema';
import type { TestServer } from './harness';

/** An integration of the application with the supplier, its values stored as given. */
export async function addMatrixIntegration(
  server: TestServer,
  applicationId: number,
  supplierId: number,
): Promise<number> {
  const [made] = await server.database.db
    .insert(integrations)
    .values({ applicationId, supplierId, name: 'Matrix integration', values: {} })
    .returning({ id: integrations.id });
  if (!made) throw new Error('integration not added');
  return made.id;
}

let serial = 0;

/** A supplier asking for one setting of each kind, the URL, key and site required. */
export async function addSupplierWithSettings(server: TestServer): Promise<number> {
  serial += 1;
  const { db } = server.database;
  const [made] = await db
    .insert(suppliers)
    .values({
      productType: 'Flights',
      code: `integ-${Date.now().toString(36)}-${serial}`,
      kind: 'Custom',
      name: `Sky Fares ${serial}`,
      healthUrl: '{baseUrl}/health',
    })
    .returning({ id: suppliers.id });
  if (!made) throw new Error('supplier not added');
  const supplierId = made.id;
  await db.insert(supplierSettings).values([
    { supplierId, name: 'baseUrl', label: 'Base URL', type: 'url', required: true, sortOrder: 1 },
    { supplierId, name: 'apiKey', label: 'API key', type: 'secret', required: true, sortOrder: 2 },
    { supplierId, name: 'siteId', label: 'Site', type: 'number', required: true, sortOrder: 3 },
    { supplierId, name: 'live', label: 'Live', type: 'boolean', defaultValue: 'false' },
    { supplierId, name: 'region', label: 'Region', type: 'choice', options: ['EU', 'US'] },
    { supplierId, name: 'note', label: 'Note', type: 'text' },
  ]);
  return supplierId;
}
