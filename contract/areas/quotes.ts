import { scoped } from '../access';
import { defineArea } from '../area';

/*
 * Spec section 6 names no quote permission: a quote list is a customer's, built from their
 * hotlists, so the customers permissions decide — read to see, add to start a customer's list,
 * edit to write, share and revoke quotes — under the customers feature.
 */
const read = scoped.application('apps_customers_read', 'customers');
const add = scoped.application('apps_customers_add', 'customers');
const edit = scoped.application('apps_customers_edit', 'customers');

/** Quote lists (a customer's set of quotes), their quotes, and the shared quote's public page. */
export const quotesArea = defineArea({
  name: 'quotes',
  noun: { one: 'quote list', many: 'quote lists' },
  scope: 'application',
  feature: 'customers',
  // A quote is a part of its list: its changes are the list's History.
  audit: { quoteLists: { label: 'Quote lists', history: scoped.company('apps_customers_read') } },
  access: {
    quotes: {
      list: read,
      create: add,
      get: read,
      update: edit,
      addQuote: edit,
      updateQuote: edit,
      removeQuote: edit,
      share: edit,
      revoke: edit,
    },
    // Anyone with the link: its id and random key prove it; a wrong or revoked one is a 404.
    sharedQuote: { view: { scope: 'public' } },
  },
});
