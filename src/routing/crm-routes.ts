import type { ComponentType } from 'react';
import { lazyPage } from './lazy-source';
import type { RouteDef } from './route-def';

/** A page that a module exports by name (each CRM area's pages share one module, one chunk). */
const named = <M>(load: () => Promise<M>, pick: (module: M) => ComponentType) =>
  lazyPage(() => load().then((module) => ({ default: pick(module) })));

const companies = () => import('../pages/admin/companies/pages');
const users = () => import('../pages/admin/users/pages');
const apps = () => import('../pages/admin/apps/pages');
const registrations = () => import('../pages/admin/registrations/pages');

/** The platform's audit trail: its changes that belong to no one company (contract/audit.ts). */
const platformAudit: RouteDef = {
  path: '/admin/audit',
  layout: 'admin',
  page: lazyPage(() => import('../pages/audit/PlatformAuditPage')),
};

const admin = (path: string, page: RouteDef['page']): RouteDef => ({
  path: `/admin/crm${path}`,
  layout: 'admin',
  page,
});

/**
 * The platform admin CRM's rows of the route table, and the platform's audit trail. No permission: the admin layout lets
 * platform admins only, and the server answers 404 to anyone else.
 */
export const crmRoutes = (): RouteDef[] => {
  const company = '/companies/:companyId';
  return [
    admin(
      '',
      named(companies, (m) => m.CompaniesListPage),
    ),
    admin(
      '/companies/add',
      named(companies, (m) => m.CompanyAddPage),
    ),
    admin(
      `${company}/view`,
      named(companies, (m) => m.CompanyViewPage),
    ),
    admin(
      `${company}/edit`,
      named(companies, (m) => m.CompanyEditPage),
    ),
    admin(
      `${company}/users/add`,
      named(users, (m) => m.CrmUserAddPage),
    ),
    admin(
      `${company}/users/:userId/view`,
      named(users, (m) => m.CrmUserViewPage),
    ),
    admin(
      `${company}/users/:userId`,
      named(users, (m) => m.CrmUserEditPage),
    ),
    admin(
      `${company}/apps/add`,
      named(apps, (m) => m.CrmAppAddPage),
    ),
    admin(
      `${company}/apps/:applicationId/view`,
      named(apps, (m) => m.CrmAppViewPage),
    ),
    admin(
      `${company}/apps/:applicationId`,
      named(apps, (m) => m.CrmAppEditPage),
    ),
    admin(
      '/registrations',
      named(registrations, (m) => m.RegistrationsListPage),
    ),
    admin(
      '/registrations/:registrationId/view',
      named(registrations, (m) => m.RegistrationViewPage),
    ),
    admin(
      '/registrations/:registrationId',
      named(registrations, (m) => m.RegistrationEditPage),
    ),
    platformAudit,
  ];
};
