import { keepPreviousData } from '@tanstack/react-query';
import { Link } from 'wouter';
import type * as z from 'zod';
import {
  PRODUCT_TYPES,
  SUPPLIER_TEXT,
  type Supplier,
  type SupplierCreate,
  type SupplierFields,
  SupplierListQuery,
  type SupplierRow,
} from '#contract/suppliers';
import { api } from '../../api/client';
import { tsr } from '../../api/tsr';
import { HistoryPanel } from '../../components/HistoryPanel';
import { expectStatus } from '../../kit/calls';
import { DateTimeCell } from '../../kit/cells';
import { contractQuery } from '../../kit/contract-query';
import { optionsOf } from '../../kit/fields';
import type { KitAdd, KitArea, KitList, KitRecord, KitRemove } from '../../kit/types';
import { SUPPLIERS_KEY, supplierPaths } from './paths';
import { SettingsPanel } from './SettingsPanel';
import { EMPTY_SUPPLIER, supplierAddForm, supplierEditForm, toSupplierForm } from './supplier-form';
import { useSupplier } from './use-supplier';

/** The supplier directory: the page configuration the kit's list, details, edit and add read. */
export const suppliersArea: KitArea<Pick<SupplierRow, 'supplierId' | 'name'>> = {
  noun: 'Supplier',
  plural: 'Suppliers',
  paths: supplierPaths,
  idOf: (row) => row.supplierId,
  nameOf: (row) => row.name,
  titles: { view: 'Supplier Details', edit: 'Edit Supplier', add: 'Add Supplier' },
  cacheKey: SUPPLIERS_KEY,
};

export const suppliersList: KitList<
  SupplierRow,
  'name' | 'productType' | 'kind' | 'created',
  'productType'
> = {
  columns: [
    { key: 'name', header: 'Name', sortable: true, link: true },
    { key: 'productType', header: 'Product Type', sortable: true },
    { key: 'key', header: 'Key' },
    { key: 'kind', header: 'Kind', sortable: true },
    { key: 'premium', header: 'Premium' },
    { key: 'settingCount', header: 'Settings' },
    {
      key: 'created',
      header: 'Created',
      sortable: true,
      cell: (r) => <DateTimeCell value={r.created} />,
    },
  ],
  filters: [
    {
      kind: 'select',
      key: 'productType',
      label: 'Product Type',
      options: optionsOf(PRODUCT_TYPES),
    },
  ],
  useRows: (query) =>
    tsr.suppliers.list.useQuery({
      queryKey: [...SUPPLIERS_KEY, 'list', query],
      queryData: { query: contractQuery(SupplierListQuery, query) },
      placeholderData: keepPreviousData,
    }),
  searchLabel: 'Search name, kind or code',
  emptyText: 'No suppliers yet.',
  toolbar: <Link href="/suppliers/healthcheck">Health check</Link>,
};

export const supplierRemove: KitRemove<Pick<SupplierRow, 'supplierId' | 'name'>> = {
  prompt: (s) => `Are you sure you want to delete '${s.name}' and its setting definitions?`,
  run: (s) =>
    expectStatus(api.suppliers.remove({ params: { supplierId: String(s.supplierId) } }), 200),
  done: SUPPLIER_TEXT.removed,
};

export const supplierRecord: KitRecord<Supplier, SupplierCreate, SupplierFields> = {
  nameOf: (row) => row.name,
  useRecord: useSupplier,
  toForm: toSupplierForm,
  form: supplierEditForm,
  update: (supplierId, body, version) =>
    expectStatus(api.suppliers.update({ params: { supplierId }, body: { ...body, version } }), 200),
  versionOf: (s) => s.version,
  updated: SUPPLIER_TEXT.updated,
  panels: (s) => <SettingsPanel supplierId={String(s.supplierId)} />,
  history: (s) => <HistoryPanel crm="suppliers" recordId={String(s.supplierId)} />,
  remove: supplierRemove,
};

export const supplierAdd: KitAdd<SupplierCreate, z.output<typeof SupplierCreate>> = {
  useInitial: () => EMPTY_SUPPLIER,
  form: supplierAddForm,
  create: async (body) => (await expectStatus(api.suppliers.create({ body }), 201)).supplierId,
  added: SUPPLIER_TEXT.added,
};
