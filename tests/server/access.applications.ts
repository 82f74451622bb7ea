import type { PermissionName } from '#contract/companies';
import { applications } from '#server/db/schema';
import type { TestServer } from './harness';

/** The applications endpoints for the table-driven access test (same shape as its rows). */
type AccessRow = {
  name: string;
  permission: PermissionName;
  companyInPath: boolean;
  success: number;
  call(
    server: TestServer,
    companyId: number,
  ): Promise<{ method: string; path: string; body?: Record<string, unknown> }>;
};

let serial = 0;
export const applicationBody = () => ({
  applicationName: `Access site ${++serial}`,
  subscriptionId: 1,
  regionId: 1,
  webPlatformId: null,
  logoUrl: null,
  address1: '',
  address2: '',
  city: '',
  state: '',
  countryCode: '',
  bookingEmailName: '',
  bookingEmail: '',
  bookingTelephoneName: '',
  bookingTelephone: '',
  supportEmailName: '',
  supportEmail: '',
  supportTelephoneName: '',
  supportTelephone: '',
});

async function freshApplication(server: TestServer, companyId: number) {
  const [row] = await server.database.db
    .insert(applications)
    .values({ companyId, name: `Access fixture site ${++serial}`, regionId: 1, subscriptionId: 1 })
    .returning({ id: applications.id });
  if (!row) throw new Error('application not added');
  return row.id;
}

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
      body: applicationBody(),
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
];
