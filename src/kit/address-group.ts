import type { KitFieldGroup } from './fields';

/** The postal address a customer and a linked company share (contract/customer-fields.ts). */
export const addressGroup: KitFieldGroup<
  'address1' | 'address2' | 'city' | 'state' | 'postcode' | 'countryCode'
> = {
  title: 'Address',
  fields: [
    { name: 'address1', label: 'Address 1', kind: 'text' },
    { name: 'address2', label: 'Address 2', kind: 'text' },
    { name: 'city', label: 'City', kind: 'text' },
    { name: 'state', label: 'State', kind: 'text' },
    { name: 'postcode', label: 'Postcode', kind: 'text' },
    { name: 'countryCode', label: 'Country Code', kind: 'text', hint: 'Two letters, such as GB' },
  ],
};
