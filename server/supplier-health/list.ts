import { eq, type SQL, sql } from 'drizzle-orm';
import type { Paged } from '#contract/paging';
import {
  HEALTH_STATES,
  type HealthState,
  type SUPPLIER_HEALTH_SORTS,
  type SupplierHealthQuery,
  type SupplierHealthRow,
} from '#contract/supplier-health';
import { PRODUCT_TYPES, type ProductType } from '#contract/suppliers';
import type { Db } from '#server/db/client';
import { applications as a, companies as c } from '#server/db/schema';
import { integrations as i } from '#server/integrations/schema';
import { definePagedList, type Filter } from '#server/kit/index';
import { suppliers as s } from '#server/suppliers/schema';

/**
 * The last check's state (contract/supplier-health.ts): a check that got no answer is down,
 * one answered with another status failed, one that took more than half its timeout slow.
 */
const state = sql<string>`(case
  when ${i.healthStatus} is null then 'unknown'
  when ${i.healthStatus} = 'down' and ${i.healthHttpStatus} is null then 'down'
  when ${i.healthStatus} = 'down' then 'failed'
  when ${i.healthLatencyMs} * 2 > ${s.healthTimeoutMs} then 'slow'
  else 'up' end)`;

/** Worst first: down, then failed or slow, then not checked, then up; within each the oldest. */
const worst = sql`((case
  when ${i.healthStatus} = 'down' and ${i.healthHttpStatus} is null then 0
  when ${i.healthStatus} = 'down' then 1
  when ${i.healthLatencyMs} * 2 > ${s.healthTimeoutMs} then 1
  when ${i.healthStatus} is null then 2
  else 3 end)::bigint * 10000000000
  + coalesce(extract(epoch from ${i.healthCheckedAt})::bigint, 0))`;

const columns = {
  id: i.id,
  name: i.name,
  enabled: i.enabled,
  supplierId: i.supplierId,
  supplierName: s.name,
  productType: s.productType,
  companyId: c.id,
  companyName: c.name,
  applicationId: a.id,
  applicationName: a.name,
  state,
  checkedAt: i.healthCheckedAt,
  latencyMs: i.healthLatencyMs,
  httpStatus: i.healthHttpStatus,
  error: i.healthError,
};

const byState: Filter<SupplierHealthQuery> = {
  keys: ['state'],
  where: (query, bind): SQL | undefined =>
    query.state === undefined ? undefined : eq(state, bind('state', query.state)),
};

const healthList = definePagedList<
  typeof columns,
  (typeof SUPPLIER_HEALTH_SORTS)[number],
  SupplierHealthQuery
>({
  table: i,
  joins: [
    { table: s, on: eq(s.id, i.supplierId) },
    { table: a, on: eq(a.id, i.applicationId) },
    { table: c, on: eq(c.id, a.companyId) },
  ],
  columns,
  search: [s.name, c.name, a.name, i.name],
  sorts: {
    worst,
    supplier: sql`lower(${s.name})`,
    company: sql`lower(${c.name})`,
    application: sql`lower(${a.name})`,
    checked: { by: i.healthCheckedAt, nulls: 'last' },
  },
  defaultSort: 'worst',
  tieBreaker: i.id,
  filters: [byState],
});

const oneOf = <T extends string>(list: readonly T[], value: string, fallback: T): T =>
  list.find((v) => v === value) ?? fallback;

/** Every integration's last check across companies, as the health-check page lists them. */
export async function listSupplierHealth(
  db: Db,
  query: SupplierHealthQuery,
): Promise<Paged<SupplierHealthRow>> {
  const page = await healthList(db, undefined, query);
  return {
    items: page.items.map((r) => ({
      integrationId: r.id,
      integrationName: r.name,
      enabled: r.enabled,
      supplierId: r.supplierId,
      supplierName: r.supplierName,
      productType: oneOf<ProductType>(PRODUCT_TYPES, r.productType, PRODUCT_TYPES[0]),
      companyId: r.companyId,
      companyName: r.companyName,
      applicationId: r.applicationId,
      applicationName: r.applicationName,
      state: oneOf<HealthState>(HEALTH_STATES, r.state, 'unknown'),
      checked: r.checkedAt ? new Date(r.checkedAt).toISOString() : null,
      latencyMs: r.latencyMs,
      httpStatus: r.httpStatus,
      error: r.error,
    })),
    total: page.total,
  };
}
