import { defineArea } from '../area';

/** The platform admin's CRM: companies, their users and applications, registrations. */
export const adminCrmArea = defineArea({
  name: 'admin-crm',
  noun: { one: 'company', many: 'companies' },
  scope: 'platform',
  access: { adminCrm: {} },
});
