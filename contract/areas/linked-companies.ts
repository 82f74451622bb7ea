import { scoped } from '../access';
import { defineArea } from '../area';
import { customersAdd, customersEdit, customersRead } from './customers';

/** An application's linked (B2B) companies and their credit: customers, so their feature. */
export const linkedCompaniesArea = defineArea({
  name: 'linked-companies',
  noun: { one: 'company', many: 'companies' },
  scope: 'application',
  feature: 'customers',
  audit: {
    linkedCompanies: { label: 'Linked companies', history: scoped.company('apps_customers_read') },
  },
  access: {
    linkedCompanies: {
      list: customersRead,
      create: customersAdd,
      get: customersRead,
      update: customersEdit,
      users: customersRead,
      creditList: customersRead,
      creditCreate: customersEdit,
      creditGet: customersRead,
      creditUpdate: customersEdit,
      creditMove: customersEdit,
      creditUsage: customersRead,
    },
  },
});
