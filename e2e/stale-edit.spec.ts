import type { APIRequestContext, Page } from '@playwright/test';
import { MSG } from '#contract/messages';
import type { Role } from '#contract/roles';
import { rolePaths } from '../src/pages/roles/paths';
import { DEMO_COMPANY, E2E_ADMIN } from './env';
import { expect, test } from './lane';
import { signInAsAdmin } from './support';

const api = `/api/companies/${DEMO_COMPANY.id}/roles`;
const notice = (page: Page, text: string) =>
  page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: text }).first();

/**
 * Someone else at another desk, straight through the API. Each visit signs in afresh: access
 * tokens last 5 s in e2e.
 */
function colleague(request: APIRequestContext) {
  const signIn = async () => {
    const signedIn = await request.post('/api/auth/token', {
      data: { username: E2E_ADMIN.email, password: E2E_ADMIN.password },
    });
    const { accessToken } = (await signedIn.json()) as { accessToken: string };
    return { authorization: `Bearer ${accessToken}` };
  };
  return {
    async addRole(roleName: string, roleDescription: string) {
      const res = await request.post(api, {
        headers: await signIn(),
        data: { roleName, roleDescription, selectedPermissionIds: [] },
      });
      expect(res.status()).toBe(201);
      return ((await res.json()) as { roleId: number }).roleId;
    },
    /** Reads the role and saves it with a new description, as their edit page would. */
    async describe(roleId: number, roleDescription: string) {
      const headers = await signIn();
      const role = (await (await request.get(`${api}/${roleId}`, { headers })).json()) as Role;
      const res = await request.put(`${api}/${roleId}`, {
        headers,
        // The edit page's fields (src/pages/roles/roles-area.tsx), not the whole record.
        data: {
          roleName: role.roleName,
          roleDescription,
          selectedPermissionIds: role.selectedPermissionIds,
          version: role.version,
        },
      });
      expect(res.status()).toBe(200);
    },
  };
}

test('a role changed by someone else meanwhile is not overwritten; Reload shows their change', async ({
  page,
  request,
}) => {
  // Two sign-ins (argon2, deliberately slow) before the page even opens.
  test.slow();
  await signInAsAdmin(page);
  const other = colleague(request);
  const roleId = await other.addRole('Night desk', 'Before');
  await page.goto(rolePaths(DEMO_COMPANY.id).list);
  await page.getByRole('button', { name: 'Edit Night desk' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Role' })).toBeVisible();
  const description = page.getByLabel('Role Description');
  await expect(description).toHaveValue('Before');

  await other.describe(roleId, 'Changed at the other desk');
  await description.fill('Mine');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(notice(page, MSG.staleRecord)).toBeVisible();
  // Only the page's own notice says so, with its Reload action: no second copy as a toast.
  await expect(page.getByText(MSG.staleRecord)).toHaveCount(1);

  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(description).toHaveValue('Changed at the other desk');
  await expect(page.getByText(MSG.staleRecord)).toHaveCount(0);

  await description.fill('Mine, over theirs');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(notice(page, MSG.roleUpdated)).toBeVisible();
});
