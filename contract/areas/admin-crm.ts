import { defineArea } from '../area';

/** The platform admin's CRM: companies, their users and applications, registrations. */
export const adminCrmArea = defineArea({
  name: 'admin-crm',
  noun: { one: 'company', many: 'companies' },
  scope: 'platform',
  // Registrations belong to no company: their changes are the platform's trail.
  audit: { registrations: { label: 'Registrations', history: { scope: 'platformAdmin' } } },
  access: { adminCrm: {} },
});
