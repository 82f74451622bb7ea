import { supplierSettings, suppliers } from '#server/suppliers/schema';
import type { TestServer } from './harness';

export const SUPPLIERS = '/api/admin/suppliers';

let serial = 0;
export const unique = () => `${Date.now().toString(36)}${++serial}`;

/** The add-supplier form as a platform admin fills it in. */
export const newSupplier = (over: Record<string, unknown> = {}) => ({
  productType: 'Accommodation',
  code: `stay-${unique()}`,
  kind: 'Custom',
  name: `Harbour Stays ${unique()}`,
  premium: false,
  healthMethod: 'GET',
  healthUrl: '{baseUrl}/health?key={apiKey}',
  healthStatus: 200,
  healthTimeoutMs: 5000,
  ...over,
});

export const newSetting = (over: Record<string, unknown> = {}) => ({
  name: `setting${unique().replace(/[^a-z0-9]/g, '')}`,
  label: 'A setting',
  type: 'text',
  required: false,
  defaultValue: '',
  options: [],
  helpText: '',
  order: 0,
  ...over,
});

/** The setting every matrix supplier has. */
export const MATRIX_SETTING = 'apiKey';

/** A fresh supplier with one setting (a call may delete either), for paths that name them. */
export async function addMatrixSupplier(server: TestServer): Promise<number> {
  const { db } = server.database;
  const [made] = await db
    .insert(suppliers)
    .values({
      productType: 'Tickets',
      code: `matrix-${unique()}`,
      kind: 'Custom',
      name: 'Matrix Tickets',
      healthUrl: 'https://tickets.matrix.test/health',
    })
    .returning({ id: suppliers.id });
  if (!made) throw new Error('supplier not added');
  await db
    .insert(supplierSettings)
    .values({ supplierId: made.id, name: MATRIX_SETTING, label: 'API key', type: 'secret' });
  return made.id;
}
