import type { ComponentType } from 'react';
import type { OperationName } from '#contract/page-access';
import { lazyPage } from './lazy-source';
import type { RouteDef } from './route-def';

/** A page that a module exports by name (an area's pages share one module, one chunk). */
const named = <M>(load: () => Promise<M>, pick: (module: M) => ComponentType) =>
  lazyPage(() => load().then((module) => ({ default: pick(module) })));

const customers = () => import('../pages/customers/pages');
const companies = () => import('../pages/linked-companies/pages');
const credit = () => import('../pages/linked-companies/credit-pages');

const row = (path: string, access: OperationName, page: RouteDef['page']): RouteDef => ({
  path: `/applications/:applicationId${path}`,
  layout: 'main',
  access,
  page,
});

/**
 * An application's customers and linked (B2B) companies with their credit (spec section 2).
 * Each `add` comes before its `:id` sibling, which would otherwise match "add". Under an
 * application, `/companies/:companyId` is a linked company, never the console's own.
 */
export const customerRoutes = (): RouteDef[] => {
  const customer = '/customers/:customerId/:customerKey';
  const company = '/companies/:companyId';
  return [
    row(
      '/customers',
      'customers.list',
      named(customers, (m) => m.CustomersListPage),
    ),
    row(
      '/customers/add',
      'customers.create',
      named(customers, (m) => m.CustomerAddPage),
    ),
    row(
      `${customer}/view`,
      'customers.get',
      named(customers, (m) => m.CustomerViewPage),
    ),
    row(
      `${customer}/edit`,
      'customers.update',
      named(customers, (m) => m.CustomerEditPage),
    ),
    row(
      '/customers/:customerId/hotlists/:hotlistId',
      'customers.hotlist',
      lazyPage(() => import('../pages/customers/HotlistPage')),
    ),
    row(
      '/companies',
      'linkedCompanies.list',
      named(companies, (m) => m.CompaniesListPage),
    ),
    row(
      '/companies/add',
      'linkedCompanies.create',
      named(companies, (m) => m.CompanyAddPage),
    ),
    row(
      `${company}/view`,
      'linkedCompanies.get',
      named(companies, (m) => m.CompanyViewPage),
    ),
    row(
      `${company}/edit`,
      'linkedCompanies.update',
      named(companies, (m) => m.CompanyEditPage),
    ),
    row(
      `${company}/users`,
      'linkedCompanies.users',
      named(companies, (m) => m.CompanyUsersPage),
    ),
    row(
      `${company}/credit`,
      'linkedCompanies.creditList',
      named(credit, (m) => m.CreditListPage),
    ),
    row(
      `${company}/credit/add`,
      'linkedCompanies.creditCreate',
      named(credit, (m) => m.CreditAddPage),
    ),
    row(
      `${company}/credit/:creditId`,
      'linkedCompanies.creditGet',
      named(credit, (m) => m.CreditAccountPage),
    ),
    row(
      `${company}/credit/:creditId/usage`,
      'linkedCompanies.creditUsage',
      named(credit, (m) => m.CreditUsagePage),
    ),
  ];
};
