import * as z from 'zod';
import { access } from './access';
import { authErrors, c, IdParam, staleError } from './common';
import { line } from './input';
import { listQuery, paged } from './paging';
import {
  PRODUCT_TYPES,
  SETTING_NAME,
  Setting,
  SettingCreate,
  SettingUpdate,
  Supplier,
  SupplierCreate,
  SupplierRow,
  SupplierUpdate,
} from './supplier-records';

export * from './supplier-records';

/**
 * The supplier directory (issue 28), for platform admins only: anyone else gets 404, as for the
 * CRM. A supplier's setting definitions are addressed by name, as the pages are.
 */

export const SUPPLIER_SORTS = ['name', 'productType', 'kind', 'created'] as const;
export const SupplierListQuery = listQuery(SUPPLIER_SORTS).extend({
  productType: z.enum(PRODUCT_TYPES).optional(),
});
export type SupplierListQuery = z.infer<typeof SupplierListQuery>;

export const SETTING_SORTS = ['order', 'name', 'type'] as const;
export const SettingListQuery = listQuery(SETTING_SORTS);
export type SettingListQuery = z.infer<typeof SettingListQuery>;

const SupplierPath = z.object({ supplierId: IdParam });
const SettingPath = SupplierPath.extend({
  settingName: line().max(50).regex(SETTING_NAME),
});
const base = '/api/admin/suppliers';
const one = `${base}/:supplierId`;
const setting = `${one}/settings/:settingName`;
const platformAdmin = access.platformAdmin();

export const suppliersContract = c.router({
  list: {
    method: 'GET',
    path: base,
    metadata: platformAdmin,
    summary: 'A page of suppliers; search matches the name, kind and code; filter by product type',
    query: SupplierListQuery,
    responses: { 200: paged(SupplierRow), ...authErrors },
  },
  create: {
    method: 'POST',
    path: base,
    metadata: platformAdmin,
    summary: 'Add a supplier; its product type and code are unique together',
    body: SupplierCreate,
    responses: { 201: z.object({ supplierId: z.number().int() }), ...authErrors },
  },
  get: {
    method: 'GET',
    path: one,
    metadata: platformAdmin,
    summary: 'A supplier with its health check and version',
    pathParams: SupplierPath,
    responses: { 200: Supplier, ...authErrors },
  },
  update: {
    method: 'PUT',
    path: one,
    metadata: platformAdmin,
    summary: 'Change a supplier; 409 when someone saved it since it was read',
    pathParams: SupplierPath,
    body: SupplierUpdate,
    responses: { 200: Supplier, ...authErrors, ...staleError },
  },
  remove: {
    method: 'DELETE',
    path: one,
    metadata: platformAdmin,
    summary: 'Delete a supplier with its setting definitions',
    pathParams: SupplierPath,
    body: c.noBody(),
    responses: { 200: z.object({ message: z.string() }), ...authErrors },
  },
  settings: {
    method: 'GET',
    path: `${one}/settings`,
    metadata: platformAdmin,
    summary:
      "A page of the supplier's setting definitions, in their order; search matches name and label",
    pathParams: SupplierPath,
    query: SettingListQuery,
    responses: { 200: paged(Setting), ...authErrors },
  },
  addSetting: {
    method: 'POST',
    path: `${one}/settings`,
    metadata: platformAdmin,
    summary: 'Add a setting definition; its name is unique in the supplier (any case)',
    pathParams: SupplierPath,
    body: SettingCreate,
    responses: { 201: z.object({ settingName: z.string() }), ...authErrors },
  },
  getSetting: {
    method: 'GET',
    path: setting,
    metadata: platformAdmin,
    summary: 'A setting definition with its version',
    pathParams: SettingPath,
    responses: { 200: Setting, ...authErrors },
  },
  updateSetting: {
    method: 'PUT',
    path: setting,
    metadata: platformAdmin,
    summary: 'Change a setting definition; 409 when someone saved it since',
    pathParams: SettingPath,
    body: SettingUpdate,
    responses: { 200: Setting, ...authErrors, ...staleError },
  },
  removeSetting: {
    method: 'DELETE',
    path: setting,
    metadata: platformAdmin,
    summary: 'Delete a setting definition',
    pathParams: SettingPath,
    body: c.noBody(),
    responses: { 200: z.object({ message: z.string() }), ...authErrors },
  },
});
