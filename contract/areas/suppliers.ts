import { defineArea } from '../area';

/**
 * The platform admin's supplier directory: the suppliers booking sites integrate with, and the
 * settings each one asks of an integration. They belong to no company: their trail is the
 * platform's.
 */
export const suppliersArea = defineArea({
  name: 'suppliers',
  noun: { one: 'supplier', many: 'suppliers' },
  scope: 'platform',
  audit: {
    suppliers: { label: 'Suppliers', history: { scope: 'platformAdmin' } },
    supplierSettings: { label: 'Supplier settings', history: { scope: 'platformAdmin' } },
  },
  access: { suppliers: {} },
});
