import { scoped } from '../access';
import { defineArea } from '../area';

// Customers and linked companies are one feature: a company's users are its customers.
export const customersRead = scoped.application('apps_customers_read', 'customers');
export const customersAdd = scoped.application('apps_customers_add', 'customers');
export const customersEdit = scoped.application('apps_customers_edit', 'customers');

/** An application's customers: the people who book on its site. */
export const customersArea = defineArea({
  name: 'customers',
  noun: { one: 'customer', many: 'customers' },
  scope: 'application',
  feature: 'customers',
  audit: { customers: { label: 'Customers', history: scoped.company('apps_customers_read') } },
  access: {
    customers: {
      list: customersRead,
      create: customersAdd,
      get: customersRead,
      update: customersEdit,
      orders: customersRead,
      hotlist: customersRead,
      // Everything held about a person in one file is more than a reader's pages show one at a
      // time: exporting it is a data-protection act, so it needs the same right as erasing.
      exportJson: customersEdit,
      exportXlsx: customersEdit,
      erase: customersEdit,
    },
  },
});
