import { initServer } from '@ts-rest/fastify';
import { eq } from 'drizzle-orm';
import {
  adminCrmContract,
  CrmCompanyCreate,
  CrmCompanyUpdate,
  CrmUserUpdate,
  RegistrationUpdate,
} from '#contract/admin-crm';
import { USER_TEXT, UserBody } from '#contract/users';
import { principalOf } from '#server/access/index';
import { listApplications } from '#server/applications/list';
import { loadLookups } from '#server/applications/lookups';
import { companies } from '#server/db/schema';
import type { AppDeps } from '#server/deps';
import { createCountCache } from '#server/http/count-cache';
import { mustExist, withUniqueFields } from '#server/kit/index';
import { listUsers } from '#server/users/list';
import { loadUser } from '#server/users/load';
import { roleOptions } from '#server/users/store';
import { addUser, saveUser } from '#server/users/write';
import { listCompanies } from './companies-list';
import { addCrmApp, loadCrmApp, saveCrmApp } from './company-apps';
import { createCompany } from './company-create';
import { loadCompany, updateCompany } from './company-store';
import { loadRegistration, registrationsOf, updateRegistration } from './registration-store';
import { listRegistrations } from './registrations-list';

const s = initServer();

/** A host admin address taken by a racing add: the form's field, not a 500. */
const HOST_EMAIL = {
  users_email_ci_idx: { field: 'hostAdmin.email', message: USER_TEXT.emailTaken },
};

/**
 * The platform admin CRM. The gate has already refused anyone who is not a platform admin
 * (404); every store here speaks in domain errors and writes its audit rows itself.
 */
export function adminCrmRouter(deps: AppDeps) {
  const { db } = deps.db;
  const counts = createCountCache();
  const actor = (request: Parameters<typeof principalOf>[0]) => principalOf(request).userId;
  const companyExists = (companyId: number) =>
    mustExist(db, companies, companies.id, eq(companies.id, companyId));

  return s.router(adminCrmContract, {
    listCompanies: async ({ query }) => ({ status: 200, body: await listCompanies(db, query) }),

    createCompany: async ({ request, body }) => {
      const created = await withUniqueFields(HOST_EMAIL, () =>
        createCompany(db, actor(request), CrmCompanyCreate.parse(body)),
      );
      return { status: 201, body: created };
    },

    getCompany: async ({ params }) => ({
      status: 200,
      body: await loadCompany(db, params.companyId),
    }),

    updateCompany: async ({ request, params, body }) => {
      await updateCompany(
        db,
        { userId: actor(request) },
        params.companyId,
        CrmCompanyUpdate.parse(body),
      );
      return { status: 200, body: await loadCompany(db, params.companyId) };
    },

    companyRegistrations: async ({ params }) => {
      await companyExists(params.companyId);
      return { status: 200, body: await registrationsOf(db, params.companyId) };
    },

    listUsers: async ({ params, query }) => {
      await companyExists(params.companyId);
      return { status: 200, body: await listUsers(db, counts, params.companyId, query) };
    },

    userRoleOptions: async ({ params }) => {
      await companyExists(params.companyId);
      return { status: 200, body: await roleOptions(db, params.companyId) };
    },

    createUser: async ({ request, params, body }) => {
      await companyExists(params.companyId);
      const caller = { userId: actor(request) };
      const added = await addUser(db, caller, params.companyId, UserBody.parse(body));
      return { status: 201, body: added };
    },

    getUser: async ({ request, params }) => ({
      status: 200,
      body: await loadUser(db, params.companyId, params.userId, actor(request)),
    }),

    updateUser: async ({ request, params, body }) => {
      const { companyId, userId } = params;
      await saveUser(db, { userId: actor(request) }, companyId, userId, CrmUserUpdate.parse(body));
      return { status: 200, body: await loadUser(db, companyId, userId, actor(request)) };
    },

    listApps: async ({ params, query }) => {
      await companyExists(params.companyId);
      return { status: 200, body: await listApplications(db, params.companyId, query) };
    },

    appLookups: async ({ params }) => {
      await companyExists(params.companyId);
      return { status: 200, body: await loadLookups(db) };
    },

    createApp: async ({ request, params, body }) => {
      await companyExists(params.companyId);
      return { status: 201, body: await addCrmApp(db, actor(request), params.companyId, body) };
    },

    getApp: async ({ params }) => ({
      status: 200,
      body: await loadCrmApp(db, params.companyId, params.applicationId),
    }),

    updateApp: async ({ request, params, body }) => {
      const { companyId, applicationId } = params;
      await saveCrmApp(db, actor(request), companyId, applicationId, body);
      return { status: 200, body: await loadCrmApp(db, companyId, applicationId) };
    },

    listRegistrations: async ({ query }) => ({
      status: 200,
      body: await listRegistrations(db, query),
    }),

    getRegistration: async ({ params }) => ({
      status: 200,
      body: await loadRegistration(db, params.registrationId),
    }),

    updateRegistration: async ({ request, params, body }) => {
      const fields = RegistrationUpdate.parse(body);
      await updateRegistration(db, { userId: actor(request) }, params.registrationId, fields);
      return { status: 200, body: await loadRegistration(db, params.registrationId) };
    },
  });
}
