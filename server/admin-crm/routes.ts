import { initServer } from '@ts-rest/fastify';
import { adminCrmContract } from '#contract/admin-crm';
import type { AppDeps } from '#server/deps';
import { NotFound } from '#server/kit/errors';

const s = initServer();

/** The platform admin CRM (contract/admin-crm.ts); being built: every operation is 404 for now. */
export function adminCrmRouter(_deps: AppDeps) {
  const pending = async (): Promise<never> => {
    throw new NotFound();
  };
  return s.router(adminCrmContract, {
    listCompanies: pending,
    createCompany: pending,
    getCompany: pending,
    updateCompany: pending,
    companyRegistrations: pending,
    listUsers: pending,
    userRoleOptions: pending,
    createUser: pending,
    getUser: pending,
    updateUser: pending,
    listApps: pending,
    appLookups: pending,
    createApp: pending,
    getApp: pending,
    updateApp: pending,
    listRegistrations: pending,
    getRegistration: pending,
    updateRegistration: pending,
  });
}
