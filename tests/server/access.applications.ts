import { applications } from '#server/db/schema';
import { EMPTY_APPLICATION } from '../../src/pages/applications/empty';
import type { AccessRow } from './access.fixtures';
import type { TestServer } from './harness';
import { PNG_1x1, pictureForm } from './images';

let serial = 0;
export const applicationBody = () => ({
  ...EMPTY_APPLICATION,
  applicationName: `Access site ${++serial}`,
  subscriptionId: 1,
  regionId: 1,
});

async function freshApplication(server: TestServer, companyId: number) {
  const [row] = await server.database.db
    .insert(applications)
    .values({ companyId, name: `Access fixture site ${++serial}`, regionId: 1, subscriptionId: 1 })
    .returning({ id: applications.id });
  if (!row) throw new Error('application not added');
  return row.id;
}

/** The applications endpoints for the table-driven access test (access.test.ts). */
export const APPLICATION_ROWS: AccessRow[] = [
  {
    name: 'GET applications',
    permission: 'company_apps_read',
    companyInPath: true,
    success: 200,
    call: async (_s, id) => ({ method: 'GET', path: `/api/companies/${id}/applications` }),
  },
  {
    name: 'GET application lookups',
    permission: 'company_apps_read',
    companyInPath: true,
    success: 200,
    call: async (_s, id) => ({ method: 'GET', path: `/api/companies/${id}/applications/lookups` }),
  },
  {
    name: 'POST applications',
    permission: 'company_apps_create',
    companyInPath: true,
    success: 201,
    call: async (_s, id) => ({
      method: 'POST',
      path: `/api/companies/${id}/applications`,
      body: applicationBody(),
    }),
  },
  {
    name: 'PUT application',
    permission: 'company_apps_edit',
    companyInPath: true,
    success: 200,
    call: async (s, id) => ({
      method: 'PUT',
      path: `/api/companies/${id}/applications/${await freshApplication(s, id)}`,
      body: { ...applicationBody(), version: 1 },
    }),
  },
  {
    // No company in the path, but the id is company 1's: a stranger gets 404 all the same.
    name: 'GET application',
    permission: 'company_apps_read',
    companyInPath: true,
    success: 200,
    call: async (s, id) => ({
      method: 'GET',
      path: `/api/applications/${await freshApplication(s, id)}`,
    }),
  },
  {
    name: 'POST application ingestion key',
    permission: 'company_apps_edit',
    companyInPath: true,
    success: 200,
    call: async (s, id) => ({
      method: 'POST',
      path: `/api/companies/${id}/applications/${await freshApplication(s, id)}/ingestionKey`,
    }),
  },
  {
    // The creator of a new site uploads its logo straight after adding it, so either will do.
    name: 'POST application logo',
    permission: 'company_apps_edit',
    alsoAllowedBy: ['company_apps_create'],
    companyInPath: true,
    success: 200,
    call: async (s, id) => ({
      method: 'POST',
      path: `/api/companies/${id}/applications/${await freshApplication(s, id)}/logos`,
      body: pictureForm(PNG_1x1, 'logo.png', 'image/png', 'logoFile'),
    }),
  },
  {
    // Opening an application (the route gate's call) needs no permission, only membership of
    // the company that owns it; another company's id does not exist for the caller.
    name: 'GET application to open',
    permission: null,
    companyInPath: true,
    success: 200,
    call: async (s, id) => ({
      method: 'GET',
      path: `/api/applications/${await freshApplication(s, id)}/active`,
    }),
  },
];
