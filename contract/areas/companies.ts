import { scoped } from '../access';
import { defineArea } from '../area';

const { company } = scoped;

/** The company's own settings and its logo (spec section 2: /companies/:id/settings). */
export const companiesArea = defineArea({
  name: 'companies',
  noun: { one: 'company setting', many: 'company settings' },
  scope: 'company',
  audit: { companies: { label: 'Company settings', history: company('company_settings_read') } },
  access: {
    companies: {
      permissions: company('company_roles_read'),
      settings: company('company_settings_read'),
      saveSettings: company('company_settings_edit'),
      uploadLogo: company('company_settings_edit'),
    },
  },
});
