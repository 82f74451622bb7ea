import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type {
  DirectoryQuery,
  DirectoryRow,
  INTEGRATION_SORTS,
  IntegrationListQuery,
  IntegrationRow,
} from '#contract/integrations';
import type { Paged } from '#contract/paging';
import type { Db } from '#server/db/client';
import { definePagedList } from '#server/kit/index';
import { listSuppliers } from '#server/suppliers/list';
import { suppliers as s } from '#server/suppliers/schema';
import { integrations as i } from './schema';
import { integrationRowOf } from './shape';

/** The platform's directory, each supplier with the application's integrations with it. */
export async function listDirectory(
  db: Db,
  applicationId: number,
  query: DirectoryQuery,
): Promise<Paged<DirectoryRow>> {
  const page = await listSuppliers(db, query);
  const ids = page.items.map((r) => r.supplierId);
  const counts =
    ids.length === 0
      ? []
      : await db
          .select({ supplierId: i.supplierId, n: count() })
          .from(i)
          .where(and(eq(i.applicationId, applicationId), inArray(i.supplierId, ids)))
          .groupBy(i.supplierId);
  const held = new Map(counts.map((c) => [c.supplierId, c.n]));
  return {
    items: page.items.map((r) => ({ ...r, integrationCount: held.get(r.supplierId) ?? 0 })),
    total: page.total,
  };
}

const columns = {
  id: i.id,
  supplierId: i.supplierId,
  supplierName: s.name,
  productType: s.productType,
  name: i.name,
  enabled: i.enabled,
  healthStatus: i.healthStatus,
  healthCheckedAt: i.healthCheckedAt,
  healthLatencyMs: i.healthLatencyMs,
  healthError: i.healthError,
  updatedAt: i.updatedAt,
};

/** My suppliers: the application's integrations, by supplier name. */
const integrationsList = definePagedList<
  typeof columns,
  (typeof INTEGRATION_SORTS)[number],
  IntegrationListQuery,
  { applicationId: number }
>({
  table: i,
  joins: [{ table: s, on: eq(s.id, i.supplierId), count: 'search' }],
  scope: (scope) => eq(i.applicationId, scope.applicationId),
  columns,
  search: [i.name, s.name],
  sorts: { supplier: sql`lower(${s.name})`, name: sql`lower(${i.name})`, updated: i.updatedAt },
  defaultSort: 'supplier',
  tieBreaker: i.id,
});

export async function listIntegrations(
  db: Db,
  scope: { applicationId: number },
  query: IntegrationListQuery,
): Promise<Paged<IntegrationRow>> {
  const page = await integrationsList(db, scope, query);
  return { items: page.items.map(integrationRowOf), total: page.total };
}
