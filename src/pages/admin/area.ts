import { adminCrmArea } from '#contract/areas/admin-crm';
import { defineClientArea, namedPage } from '../../kit/area';

const companies = () => import('./companies/pages');
const users = () => import('./users/pages');
const apps = () => import('./apps/pages');
const registrations = () => import('./registrations/pages');
const company = '/crm/companies/:companyId';

/**
 * The platform admin CRM. No permission: the admin layout lets platform admins only, and the
 * server answers 404 to anyone else. Each `add` comes before its `:id` sibling.
 */
export const adminCrmClient = defineClientArea({
  area: adminCrmArea,
  pages: [
    { path: '/crm', page: namedPage(companies, (m) => m.CompaniesListPage) },
    { path: '/crm/companies/add', page: namedPage(companies, (m) => m.CompanyAddPage) },
    { path: `${company}/view`, page: namedPage(companies, (m) => m.CompanyViewPage) },
    { path: `${company}/edit`, page: namedPage(companies, (m) => m.CompanyEditPage) },
    { path: `${company}/users/add`, page: namedPage(users, (m) => m.CrmUserAddPage) },
    { path: `${company}/users/:userId/view`, page: namedPage(users, (m) => m.CrmUserViewPage) },
    { path: `${company}/users/:userId`, page: namedPage(users, (m) => m.CrmUserEditPage) },
    { path: `${company}/apps/add`, page: namedPage(apps, (m) => m.CrmAppAddPage) },
    {
      path: `${company}/apps/:applicationId/view`,
      page: namedPage(apps, (m) => m.CrmAppViewPage),
    },
    { path: `${company}/apps/:applicationId`, page: namedPage(apps, (m) => m.CrmAppEditPage) },
    {
      path: '/crm/registrations',
      page: namedPage(registrations, (m) => m.RegistrationsListPage),
    },
    {
      path: '/crm/registrations/:registrationId/view',
      page: namedPage(registrations, (m) => m.RegistrationViewPage),
    },
    {
      path: '/crm/registrations/:registrationId',
      page: namedPage(registrations, (m) => m.RegistrationEditPage),
    },
  ],
  // The demo company (the base's example), its first admin and its first registration.
  examples: { userId: '1', registrationId: '1' },
  nav: [{ id: 'admin-crm', label: 'CRM', path: '/crm', icon: 'backpack' }],
});
