import { eq, type SQL, sql } from 'drizzle-orm';
import type { Paged } from '#contract/paging';
import type {
  SETTING_SORTS,
  Setting,
  SettingListQuery,
  SUPPLIER_SORTS,
  SupplierListQuery,
  SupplierRow,
} from '#contract/suppliers';
import type { Db } from '#server/db/client';
import { definePagedList, equals } from '#server/kit/index';
import { suppliers as s, supplierSettings as ss } from './schema';
import { settingOf, supplierRowOf } from './shape';

const supplierColumns = {
  id: s.id,
  productType: s.productType,
  code: s.code,
  kind: s.kind,
  name: s.name,
  premium: s.premium,
  createdAt: s.createdAt,
};

/** The directory by name; each page's rows count their setting definitions. */
const suppliersList = definePagedList<
  typeof supplierColumns,
  (typeof SUPPLIER_SORTS)[number],
  SupplierListQuery,
  void,
  { settingCount: SQL<number> }
>({
  table: s,
  columns: supplierColumns,
  search: [s.name, s.kind, s.code],
  sorts: {
    name: sql`lower(${s.name})`,
    productType: s.productType,
    kind: sql`lower(${s.kind})`,
    created: s.createdAt,
  },
  defaultSort: 'name',
  tieBreaker: s.id,
  filters: [equals<SupplierListQuery, 'productType'>('productType', s.productType)],
  late: (page) => ({
    settingCount: sql<number>`(select count(*)::int from ${ss} where ${ss.supplierId} = ${page.id})`,
  }),
});

export async function listSuppliers(db: Db, query: SupplierListQuery): Promise<Paged<SupplierRow>> {
  const page = await suppliersList(db, undefined, query);
  return { items: page.items.map(supplierRowOf), total: page.total };
}

/** A supplier's setting definitions, in the order an integration's form shows them. */
const settingColumns = {
  id: ss.id,
  supplierId: ss.supplierId,
  name: ss.name,
  label: ss.label,
  type: ss.type,
  required: ss.required,
  defaultValue: ss.defaultValue,
  options: ss.options,
  helpText: ss.helpText,
  sortOrder: ss.sortOrder,
  version: ss.version,
  createdAt: ss.createdAt,
};

const settingsList = definePagedList<
  typeof settingColumns,
  (typeof SETTING_SORTS)[number],
  SettingListQuery,
  { supplierId: number }
>({
  table: ss,
  scope: (scope) => eq(ss.supplierId, scope.supplierId),
  columns: settingColumns,
  search: [ss.name, ss.label],
  sorts: { order: ss.sortOrder, name: sql`lower(${ss.name})`, type: ss.type },
  defaultSort: 'order',
  tieBreaker: ss.id,
});

export async function listSettings(
  db: Db,
  supplierId: number,
  query: SettingListQuery,
): Promise<Paged<Setting>> {
  const page = await settingsList(db, { supplierId }, query);
  return { items: page.items.map(settingOf), total: page.total };
}
