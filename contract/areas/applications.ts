import { scoped } from '../access';
import { defineArea } from '../area';

const { company, application } = scoped;

/** The company's applications: its booking sites. */
export const applicationsArea = defineArea({
  name: 'applications',
  noun: { one: 'application', many: 'applications' },
  scope: 'company',
  audit: { applications: { label: 'Applications', history: company('company_apps_read') } },
  access: {
    applications: {
      list: company('company_apps_read'),
      // Any member may open any application (`open`), so any member may see which there are.
      choices: company(),
      create: company('company_apps_create'),
      lookups: company('company_apps_read'),
      update: application('company_apps_edit'),
      get: application('company_apps_read'),
      // Any member opens an application: its pages check their own permissions.
      open: application(),
      // The add page uploads the logo of the application it has just created.
      uploadLogo: application(['company_apps_edit', 'company_apps_create']),
      rotateKey: application('company_apps_edit'),
    },
  },
});
