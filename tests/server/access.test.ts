import { beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '#contract/messages';
import { PERMISSION_NAMES } from '#contract/permissions';
import { APPLICATION_ROWS } from './access.applications';
import { DASHBOARD_ROWS } from './access.dashboards';
import {
  type AccessCall,
  type AccessRow,
  addCompany,
  addMember,
  addRole,
  allPermissionsBut,
  auth,
  setPermissions,
} from './access.fixtures';
import { excelForm } from './bulk-users.fixtures';
import { ADMIN, describeEachDatabase, signIn, type TestServer } from './harness';
import { PNG_1x1, pictureForm } from './images';
import { companyVersion } from './versions.fixtures';

type Call = AccessCall;
type Row = AccessRow;

let serial = 0;
const settingsBody = {
  companyName: 'Demo Travel',
  companyType: 'Demo',
  logoUrl: null,
  address1: '1 Harbour Road',
  address2: '',
  city: 'Cork',
  state: '',
  countryCode: 'IE',
  requireUsersTo2FA: false,
  timeZone: 'Europe/Dublin',
};
const roleBody = () => ({
  roleName: `Access role ${++serial}`,
  roleDescription: '',
  selectedPermissionIds: [1],
});
/** The email is ignored on edit, so one body serves POST (with a fresh email) and PUT. */
const userBody = () => ({
  email: 'unchanged@access.test',
  firstName: 'Access',
  lastName: 'Fixture',
  roleId: 2,
});
const freshRole = (server: TestServer, companyId: number) =>
  addRole(server, companyId, `Access fixture ${++serial}`);

const ROWS: Row[] = [
  {
    name: 'GET permissions',
    permission: 'company_roles_read',
    companyInPath: false,
    success: 200,
    call: async () => ({ method: 'GET', path: '/api/companies/permissions' }),
  },
  {
    name: 'GET settings',
    permission: 'company_settings_read',
    companyInPath: true,
    success: 200,
    call: async (_s, id) => ({ method: 'GET', path: `/api/companies/${id}/settings` }),
  },
  {
    name: 'POST settings',
    permission: 'company_settings_edit',
    companyInPath: true,
    success: 200,
    call: async (s, id) => ({
      method: 'POST',
      path: `/api/companies/${id}/settings`,
      // Each permitted caller saves over the one before: send what is stored now.
      body: { ...settingsBody, version: await companyVersion(s, id) },
    }),
  },
  {
    name: 'POST logo',
    permission: 'company_settings_edit',
    companyInPath: false,
    success: 200,
    call: async () => ({
      method: 'POST',
      path: '/api/companies/settings/logo',
      body: pictureForm(PNG_1x1, 'logo.png', 'image/png', 'logoFile'),
    }),
  },
  {
    name: 'GET roles',
    permission: 'company_roles_read',
    companyInPath: true,
    success: 200,
    call: async (_s, id) => ({ method: 'GET', path: `/api/companies/${id}/roles` }),
  },
  {
    name: 'POST roles',
    permission: 'company_roles_edit',
    companyInPath: true,
    success: 201,
    call: async (_s, id) => ({
      method: 'POST',
      path: `/api/companies/${id}/roles`,
      body: roleBody(),
    }),
  },
  {
    name: 'GET role',
    permission: 'company_roles_read',
    companyInPath: true,
    success: 200,
    call: async (s, id) => ({
      method: 'GET',
      path: `/api/companies/${id}/roles/${await freshRole(s, id)}`,
    }),
  },
  {
    name: 'PUT role',
    permission: 'company_roles_edit',
    companyInPath: true,
    success: 200,
    call: async (s, id) => ({
      method: 'PUT',
      path: `/api/companies/${id}/roles/${await freshRole(s, id)}`,
      body: { ...roleBody(), version: 1 },
    }),
  },
  {
    name: 'DELETE role',
    permission: 'company_roles_edit',
    companyInPath: true,
    success: 200,
    call: async (s, id) => ({
      method: 'DELETE',
      path: `/api/companies/${id}/roles/${await freshRole(s, id)}`,
    }),
  },
  {
    name: 'GET role user count',
    permission: 'company_roles_read',
    companyInPath: true,
    success: 200,
    call: async (s, id) => ({
      method: 'GET',
      path: `/api/companies/${id}/roles/${await freshRole(s, id)}/userCount`,
    }),
  },
  {
    name: 'GET users',
    permission: 'company_users_read',
    companyInPath: true,
    success: 200,
    call: async (_s, id) => ({ method: 'GET', path: `/api/companies/${id}/users` }),
  },
  {
    name: 'GET user role options',
    permission: 'company_users_read',
    companyInPath: true,
    success: 200,
    call: async (_s, id) => ({ method: 'GET', path: `/api/companies/${id}/users/roleoptions` }),
  },
  {
    name: 'POST users',
    permission: 'company_users_edit',
    companyInPath: true,
    success: 201,
    call: async (_s, id) => ({
      method: 'POST',
      path: `/api/companies/${id}/users`,
      body: { ...userBody(), email: `access.user.${++serial}@access.test` },
    }),
  },
  {
    name: 'GET user',
    permission: 'company_users_read',
    companyInPath: true,
    success: 200,
    call: async (_s, id) => ({ method: 'GET', path: `/api/companies/${id}/users/1` }),
  },
  {
    name: 'PUT user',
    permission: 'company_users_edit',
    companyInPath: true,
    success: 200,
    call: async (s, id) => ({
      method: 'PUT',
      path: `/api/companies/${id}/users/${(await addMember(s, id, [])).userId}`,
      body: { ...userBody(), version: 1 },
    }),
  },
  {
    name: 'DELETE user',
    permission: 'company_users_edit',
    companyInPath: true,
    success: 200,
    call: async (s, id) => ({
      method: 'DELETE',
      path: `/api/companies/${id}/users/${(await addMember(s, id, [])).userId}`,
    }),
  },
  {
    name: 'POST user profile picture',
    permission: 'company_users_edit',
    companyInPath: true,
    success: 200,
    call: async (_s, id) => ({
      method: 'POST',
      path: `/api/companies/${id}/users/1/profilePictures`,
      body: pictureForm(PNG_1x1, 'me.png', 'image/png'),
    }),
  },
  {
    name: 'GET users excel template',
    permission: 'company_users_edit',
    companyInPath: true,
    success: 200,
    call: async (_s, id) => ({ method: 'GET', path: `/api/companies/${id}/users/excelTemplate` }),
  },
  {
    name: 'POST users excel upload',
    permission: 'company_users_edit',
    companyInPath: true,
    success: 200,
    call: async (_s, id) => ({
      method: 'POST',
      path: `/api/companies/${id}/users/excelUpload`,
      body: await excelForm([[`access.bulk.${++serial}@access.test`, 'A', 'B', '', '']]),
    }),
  },
  {
    name: 'POST users bulk insert',
    permission: 'company_users_edit',
    companyInPath: true,
    success: 200,
    call: async (_s, id) => ({
      method: 'POST',
      path: `/api/companies/${id}/users/bulkInsert`,
      body: {
        users: [
          {
            email: `access.bulk.${++serial}@access.test`,
            firstName: 'A',
            lastName: 'B',
            title: 0,
            roleTitle: '',
            roleId: 1,
          },
        ],
      },
    }),
  },
  ...APPLICATION_ROWS,
  ...DASHBOARD_ROWS,
];

describeEachDatabase('access to settings, permissions and roles', (server) => {
  let admin = '';
  let other = '';
  let almost: { roleId: number; accessToken: string };

  beforeAll(async () => {
    admin = (await signIn(server(), ADMIN)).accessToken;
    // Another company whose member holds every permission — in their own company.
    const otherCompany = await addCompany(server(), 'Rival Tours');
    other = (await addMember(server(), otherCompany, PERMISSION_NAMES)).accessToken;
    almost = await addMember(server(), 1, []);
  });

  const send = async (token: string | null, { method, path, body }: Call) =>
    server().fetch(path, { method, body, headers: token ? auth(token) : {} });

  describe.each(ROWS)('$name', (row) => {
    it('answers 401 without a token', async () => {
      const res = await send(null, await row.call(server(), 1));
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ title: MSG.notSignedIn });
    });

    it("treats another company's caller as a stranger", async () => {
      const res = await send(other, await row.call(server(), 1));
      // Without a company in the path the call acts in the caller's own company.
      expect(res.status).toBe(row.companyInPath ? 404 : row.success);
    });

    // Any one of these lets a caller in, so the refusal is for a role holding none of them.
    const needed = row.permission && ([row.permission, ...(row.alsoAllowedBy ?? [])] as const);
    const refusal = needed
      ? `answers 403 to a role without ${needed.join(' or ')}, read fresh from the database`
      : 'lets in a member whose role holds no permission at all';
    it(refusal, async () => {
      if (needed) await allPermissionsBut(server(), almost.roleId, ...needed);
      else await setPermissions(server(), almost.roleId, []);
      const res = await send(almost.accessToken, await row.call(server(), 1));
      expect(res.status).toBe(needed ? 403 : row.success);
      if (needed) expect(await res.json()).toEqual({ title: MSG.notAllowed });
    });

    it(`lets a role with ${row.permission ?? 'every permission'} in`, async () => {
      const res = await send(admin, await row.call(server(), 1));
      expect(res.status).toBe(row.success);
    });
  });
});
