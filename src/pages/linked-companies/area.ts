import { linkedCompaniesArea } from '#contract/areas/linked-companies';
import { defineClientArea, namedPage } from '../../kit/area';
import { found } from '../../routing/param-examples';

const companies = () => import('./pages');
const credit = () => import('./credit-pages');
// Under an application, `/companies/:companyId` is a linked company, never the console's own.
const company = '/companies/:companyId';

/** An application's linked (B2B) companies with their credit; `add` before its `:id` sibling. */
export const linkedCompaniesClient = defineClientArea({
  area: linkedCompaniesArea,
  pages: [
    {
      path: '/companies',
      access: 'linkedCompanies.list',
      page: namedPage(companies, (m) => m.CompaniesListPage),
    },
    {
      path: '/companies/add',
      access: 'linkedCompanies.create',
      page: namedPage(companies, (m) => m.CompanyAddPage),
    },
    {
      path: `${company}/view`,
      access: 'linkedCompanies.get',
      page: namedPage(companies, (m) => m.CompanyViewPage),
    },
    {
      path: `${company}/edit`,
      access: 'linkedCompanies.update',
      page: namedPage(companies, (m) => m.CompanyEditPage),
    },
    {
      path: `${company}/users`,
      access: 'linkedCompanies.users',
      page: namedPage(companies, (m) => m.CompanyUsersPage),
    },
    {
      path: `${company}/credit`,
      access: 'linkedCompanies.creditList',
      page: namedPage(credit, (m) => m.CreditListPage),
    },
    {
      path: `${company}/credit/add`,
      access: 'linkedCompanies.creditCreate',
      page: namedPage(credit, (m) => m.CreditAddPage),
    },
    {
      path: `${company}/credit/:creditId`,
      access: 'linkedCompanies.creditGet',
      page: namedPage(credit, (m) => m.CreditAccountPage),
    },
    {
      path: `${company}/credit/:creditId/usage`,
      access: 'linkedCompanies.creditUsage',
      page: namedPage(credit, (m) => m.CreditUsagePage),
    },
  ],
  // The demo's linked companies and their credit load after the server starts.
  examples: { companyId: found('linkedCompanyId'), creditId: found('creditId') },
  nav: [{ id: 'app-companies', label: 'Companies', path: '/companies', icon: 'idCard' }],
});
