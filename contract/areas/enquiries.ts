import { scoped } from '../access';
import { defineArea } from '../area';

/*
 * Spec section 6 names no enquiry permission: an enquiry is a would-be customer's message, read
 * and worked by the staff who keep the customers, so the customers permissions decide — read
 * to see them, edit to move, assign and note them — under the customers feature.
 */
const read = scoped.application('apps_customers_read', 'customers');
const edit = scoped.application('apps_customers_edit', 'customers');

/** An application's web enquiries, sent by its booking site and worked in the console. */
export const enquiriesArea = defineArea({
  name: 'enquiries',
  noun: { one: 'enquiry', many: 'enquiries' },
  scope: 'application',
  feature: 'customers',
  audit: { enquiries: { label: 'Enquiries', history: scoped.company('apps_customers_read') } },
  access: {
    enquiries: { list: read, get: read, colleagues: read, handle: edit, addNote: edit },
    // Sites send enquiries whatever the feature, as they send orders (contract/ingest.ts).
    enquiryIngest: { send: { scope: 'ingestionKey' } },
  },
});
