import { accountContract } from './account';
import { adminCrmContract } from './admin-crm';
import { applicationsContract } from './applications';
import { auditContract, auditHistoryContract } from './audit';
import { auditPlatformContract } from './audit-platform';
import { authContract } from './auth';
import { bulkUsersContract } from './bulk-users';
import { c } from './common';
import { companiesContract } from './companies';
import { customersContract } from './customers';
import { applicationDashboardsContract, companyDashboardsContract } from './dashboards';
import { declareCommonErrors } from './declared-errors';
import { eventsContract } from './events';
import { healthContract } from './health';
import { ingestContract } from './ingest';
import { linkedCompaniesContract } from './linked-companies';
import { ordersContract } from './orders';
import { passwordContract } from './password';
import { preferencesContract } from './preferences';
import { registerContract } from './register';
import { rolesContract } from './roles';
import { sessionContract } from './session';
import { socialContract } from './social';
import { suppliersContract } from './suppliers';
import { twoFactorContract } from './twofactor';
import { usersContract } from './users';
import { widgetDirectoryContract } from './widget-directory';

/**
 * The whole API. Each area adds its router here, one file per area; the answers every route can
 * give (contract/declared-errors.ts) are added to each.
 */
export const contract = declareCommonErrors(
  c.router({
    health: healthContract,
    auth: authContract,
    password: passwordContract,
    register: registerContract,
    account: accountContract,
    session: sessionContract,
    social: socialContract,
    twoFactor: twoFactorContract,
    companies: companiesContract,
    roles: rolesContract,
    bulkUsers: bulkUsersContract,
    applications: applicationsContract,
    users: usersContract,
    companyDashboards: companyDashboardsContract,
    applicationDashboards: applicationDashboardsContract,
    widgets: widgetDirectoryContract,
    events: eventsContract,
    preferences: preferencesContract,
    adminCrm: adminCrmContract,
    audit: auditContract,
    auditHistory: auditHistoryContract,
    auditPlatform: auditPlatformContract,
    orders: ordersContract,
    customers: customersContract,
    linkedCompanies: linkedCompaniesContract,
    ingest: ingestContract,
    suppliers: suppliersContract,
  }),
);
export type Contract = typeof contract;
