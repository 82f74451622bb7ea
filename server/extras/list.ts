import { count, eq, inArray, sql } from 'drizzle-orm';
import type {
  EXTRA_SORTS,
  ExtraGroupListQuery,
  ExtraGroupRow,
  ExtraListQuery,
  ExtraRow,
  GROUP_SORTS,
} from '#contract/extras';
import type { Paged } from '#contract/paging';
import type { Db } from '#server/db/client';
import type { Tx } from '#server/db/tx';
import { definePagedList, equals } from '#server/kit/index';
import { extraGroups as g, extras as x } from './schema';
import { extraRowOf, groupRowOf } from './shape';

type AppScope = { applicationId: number };

const groupsList = definePagedList<
  { id: typeof g.id; name: typeof g.name; description: typeof g.description },
  (typeof GROUP_SORTS)[number],
  ExtraGroupListQuery,
  AppScope
>({
  table: g,
  scope: (s) => eq(g.applicationId, s.applicationId),
  columns: { id: g.id, name: g.name, description: g.description },
  search: [g.name, g.description],
  sorts: { name: sql`lower(${g.name})` },
  defaultSort: 'name',
  tieBreaker: g.id,
});

/** How many extras each of the groups holds. */
export async function extraCounts(db: Db | Tx, groupIds: readonly number[]) {
  const rows =
    groupIds.length === 0
      ? []
      : await db
          .select({ groupId: x.groupId, n: count() })
          .from(x)
          .where(inArray(x.groupId, [...groupIds]))
          .groupBy(x.groupId);
  const counts = new Map(rows.map((r) => [r.groupId, r.n]));
  return (groupId: number) => counts.get(groupId) ?? 0;
}

export async function listExtraGroups(
  db: Db,
  scope: AppScope,
  query: ExtraGroupListQuery,
): Promise<Paged<ExtraGroupRow>> {
  const page = await groupsList(db, scope, query);
  const counted = await extraCounts(
    db,
    page.items.map((r) => r.id),
  );
  return { items: page.items.map((r) => groupRowOf(r, counted(r.id))), total: page.total };
}

const extraColumns = {
  id: x.id,
  applicationId: x.applicationId,
  groupId: x.groupId,
  name: x.name,
  description: x.description,
  priceMinor: x.priceMinor,
  currency: x.currency,
  priceBasis: x.priceBasis,
  productTypes: x.productTypes,
  version: x.version,
  createdAt: x.createdAt,
  updatedAt: x.updatedAt,
};

const extrasList = definePagedList<
  typeof extraColumns,
  (typeof EXTRA_SORTS)[number],
  ExtraListQuery,
  AppScope
>({
  table: x,
  scope: (s) => eq(x.applicationId, s.applicationId),
  columns: extraColumns,
  search: [x.name, x.description],
  sorts: { name: sql`lower(${x.name})`, price: x.priceMinor },
  defaultSort: 'name',
  tieBreaker: x.id,
  filters: [equals<ExtraListQuery, 'groupId'>('groupId', x.groupId)],
});

export async function listExtras(
  db: Db,
  scope: AppScope,
  query: ExtraListQuery,
): Promise<Paged<ExtraRow>> {
  const page = await extrasList(db, scope, query);
  const ids = [...new Set(page.items.map((r) => r.groupId))];
  const names =
    ids.length === 0
      ? []
      : await db.select({ id: g.id, name: g.name }).from(g).where(inArray(g.id, ids));
  const nameOf = new Map(names.map((n) => [n.id, n.name]));
  return {
    items: page.items.map((r) => extraRowOf(r, nameOf.get(r.groupId) ?? '')),
    total: page.total,
  };
}
