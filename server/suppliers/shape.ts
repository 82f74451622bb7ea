import {
  HEALTH_METHODS,
  PRODUCT_TYPES,
  SETTING_TYPES,
  type Setting,
  type Supplier,
  type SupplierRow,
} from '#contract/suppliers';
import { choice, column, defineColumns, same, text } from '#server/kit/columns';
import type { supplierSettings, suppliers } from './schema';

type StoredSupplier = typeof suppliers.$inferSelect;
type StoredSetting = typeof supplierSettings.$inferSelect;

const ROW = {
  productType: choice(PRODUCT_TYPES, PRODUCT_TYPES[0]),
  code: same<string>(),
  kind: same<string>(),
  name: same<string>(),
  premium: same<boolean>(),
};
const row = defineColumns(ROW);

/** The supplier form's fields: the row's and its health check. */
export const SUPPLIER_FIELDS = defineColumns({
  ...ROW,
  healthMethod: choice(HEALTH_METHODS, HEALTH_METHODS[0]),
  healthUrl: same<string>(),
  healthStatus: same<number>(),
  healthTimeoutMs: same<number>(),
});

type RowFields = Pick<StoredSupplier, 'id' | 'createdAt' | keyof typeof ROW>;

export const supplierRowOf = (r: RowFields & { settingCount: number }): SupplierRow => ({
  supplierId: r.id,
  key: `${r.productType}:${r.code}`,
  ...row.read(r),
  settingCount: r.settingCount,
  created: new Date(r.createdAt).toISOString(),
});

export const supplierOf = (r: StoredSupplier, settingCount: number): Supplier => ({
  ...supplierRowOf({ ...r, settingCount }),
  ...SUPPLIER_FIELDS.read(r),
  updated: new Date(r.updatedAt).toISOString(),
  version: r.version,
});

/** The setting form's fields. */
export const SETTING_FIELDS = defineColumns({
  name: same<string>(),
  label: same<string>(),
  type: choice(SETTING_TYPES, SETTING_TYPES[0]),
  required: same<boolean>(),
  defaultValue: text(),
  options: same<string[]>(),
  helpText: text(),
  order: column('sortOrder', same<number>()),
});

export const settingOf = (r: StoredSetting): Setting => ({
  settingId: r.id,
  supplierId: r.supplierId,
  ...SETTING_FIELDS.read(r),
  version: r.version,
});
