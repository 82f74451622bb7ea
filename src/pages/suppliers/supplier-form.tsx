import {
  HEALTH_METHODS,
  PRODUCT_TYPES,
  type Supplier,
  SupplierCreate,
  SupplierFields,
} from '#contract/suppliers';
import { type KitFieldGroup, optionsOf } from '../../kit/fields';
import { declaredForm } from '../../kit/KitForm';
import { numberField } from '../../kit/number-fields';

type Form = SupplierCreate;

const groups = [
  {
    title: 'Supplier',
    fields: [
      {
        name: 'productType',
        label: 'Product Type',
        kind: 'select',
        options: optionsOf(PRODUCT_TYPES),
      },
      {
        name: 'code',
        label: 'Supplier Code',
        kind: 'text',
        hint: 'With the product type, the supplier’s unique key, e.g. Packages:traveltek',
      },
      { name: 'kind', label: 'Kind', kind: 'text', hint: 'Traveltek, HotelBeds, Custom…' },
      { name: 'name', label: 'Name', kind: 'text' },
      { name: 'premium', label: 'Premium supplier', kind: 'checkbox' },
    ],
  },
  {
    title: 'Health check',
    fields: [
      {
        name: 'healthMethod',
        label: 'Method',
        kind: 'select',
        options: optionsOf(HEALTH_METHODS),
      },
      {
        name: 'healthUrl',
        label: 'URL',
        kind: 'text',
        hint: 'May use the supplier’s settings: {baseUrl}/status?key={apiKey}',
      },
      numberField('healthStatus', 'Expected Status'),
      numberField('healthTimeoutMs', 'Timeout (ms)'),
    ],
  },
] as const satisfies readonly KitFieldGroup<string>[];

export const EMPTY_SUPPLIER: Form = {
  productType: 'Packages',
  code: '',
  kind: '',
  name: '',
  premium: false,
  healthMethod: 'GET',
  healthUrl: '',
  healthStatus: 200,
  healthTimeoutMs: 5000,
};

export const supplierAddForm = declaredForm(SupplierCreate, groups, false);
export const supplierEditForm = declaredForm(SupplierFields, groups, true);

/** The form's values of a loaded supplier (its version travels apart, with the save). */
export const toSupplierForm = (s: Supplier): Form => ({
  productType: s.productType,
  code: s.code,
  kind: s.kind,
  name: s.name,
  premium: s.premium,
  healthMethod: s.healthMethod,
  healthUrl: s.healthUrl,
  healthStatus: s.healthStatus,
  healthTimeoutMs: s.healthTimeoutMs,
});
