import { eq, sql } from 'drizzle-orm';
import type {
  OVERRIDE_SORTS,
  OverrideListQuery,
  OverrideRow,
} from '#contract/accommodation-overrides';
import type { Paged } from '#contract/paging';
import type { Db } from '#server/db/client';
import { definePagedList, equals } from '#server/kit/index';
import { suppliers } from '#server/suppliers/schema';
import { accommodationOverrides as o } from './schema';
import { overrideRowOf } from './shape';

const columns = {
  id: o.id,
  applicationId: o.applicationId,
  supplierId: o.supplierId,
  supplierPropertyId: o.supplierPropertyId,
  name: o.name,
  images: o.images,
  stars: o.stars,
  version: o.version,
  createdAt: o.createdAt,
  updatedAt: o.updatedAt,
  supplierName: suppliers.name,
};

const overridesList = definePagedList<
  typeof columns,
  (typeof OVERRIDE_SORTS)[number],
  OverrideListQuery,
  { applicationId: number }
>({
  table: o,
  joins: [{ table: suppliers, on: eq(suppliers.id, o.supplierId), count: 'never' }],
  scope: (s) => eq(o.applicationId, s.applicationId),
  columns,
  search: [o.supplierPropertyId, o.name],
  sorts: {
    supplierPropertyId: o.supplierPropertyId,
    name: sql`lower(${o.name})`,
    stars: o.stars,
  },
  defaultSort: 'supplierPropertyId',
  tieBreaker: o.id,
  filters: [equals<OverrideListQuery, 'supplierId'>('supplierId', o.supplierId)],
});

export async function listOverrides(
  db: Db,
  scope: { applicationId: number },
  query: OverrideListQuery,
): Promise<Paged<OverrideRow>> {
  const page = await overridesList(db, scope, query);
  return { items: page.items.map(overrideRowOf), total: page.total };
}
