import type { APIRequestContext, Page } from '@playwright/test';
import { MSG } from '#contract/messages';
import { ROLE_TEXT } from '#contract/roles';
import { DEMO_COMPANY, DEMO_EDITOR, E2E_ADMIN } from './env';
import { expect, test } from './lane';
import { homeHeading, location, signIn, signInAsAdmin } from './support';

const rolesPath = `/companies/${DEMO_COMPANY.id}/roles`;
const notice = (page: Page, text: string) =>
  page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: text }).first();
const grid = (page: Page) => page.getByRole('table', { name: 'Roles' });
const row = (page: Page, name: string) =>
  grid(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name, exact: true }) });

/** Asked with a token of its own: the page's access token may have expired (5 s in e2e). */
async function userCount(request: APIRequestContext, roleId: number) {
  const signedIn = await request.post('/api/auth/token', {
    data: { username: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  const { accessToken } = (await signedIn.json()) as { accessToken: string };
  const res = await request.get(`/api${rolesPath}/${roleId}/userCount`, {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { userCount: number }).userCount;
}

test('a taken role name is refused under the field, whatever its case', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto(`${rolesPath}/add`);
  await page.getByLabel('Role Name').fill('editor');
  await page.getByRole('button', { name: 'Save' }).click();
  const field = page.getByRole('textbox', { name: 'Role Name' });
  await expect(field).toHaveAccessibleDescription(new RegExp(ROLE_TEXT.nameTaken));
  await page.getByLabel('Role Name').fill('Editors of brochures');
  await expect(field).not.toHaveAccessibleDescription(new RegExp(ROLE_TEXT.nameTaken));
});

test('the admin creates a role with permissions, then edits it', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto(rolesPath);
  await page.getByRole('link', { name: 'Add Role' }).click();
  await expect(page.getByRole('heading', { name: 'Add Role' })).toBeVisible();

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(MSG.roleNameRequired)).toBeVisible();

  await page.getByLabel('Role Name').fill('Booking agents');
  await page.getByLabel('Role Description').fill('Handle orders');
  await page.getByRole('checkbox', { name: 'View users' }).click();
  await page.getByRole('checkbox', { name: 'Select all Orders' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(notice(page, MSG.roleAdded)).toBeVisible();
  expect(location(page)).toBe(rolesPath);
  await expect(row(page, 'Booking agents')).toContainText('Custom');

  await page.getByRole('button', { name: 'Edit Booking agents' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Role' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Cancel orders' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'View users' })).toBeChecked();
  await page.getByRole('checkbox', { name: 'Cancel orders' }).click();
  await expect(page.getByRole('checkbox', { name: 'Select all Orders' })).toHaveAttribute(
    'data-state',
    'indeterminate',
  );
  await page.getByLabel('Role Description').fill('Handle orders, never cancel');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(notice(page, MSG.roleUpdated)).toBeVisible();

  await page.getByRole('link', { name: 'View Booking agents' }).click();
  await expect(page.getByRole('heading', { name: 'View Role' })).toBeVisible();
  await expect(page.getByLabel('Role Description')).toHaveValue('Handle orders, never cancel');
  await expect(page.getByRole('checkbox', { name: 'Cancel orders' })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Process orders' })).toBeDisabled();
  await page.getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Role' })).toBeVisible();
});

test('a system role can be neither edited nor deleted', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto(rolesPath);
  await expect(row(page, 'Admin')).toContainText('System');
  await page.getByRole('button', { name: 'Edit Admin' }).click();
  await expect(notice(page, MSG.systemRoleUpdate)).toBeVisible();
  await page.getByRole('button', { name: 'Delete Admin' }).click();
  await expect(notice(page, MSG.systemRoleDelete)).toBeVisible();
  await expect(row(page, 'Admin')).toBeVisible();

  await page.getByRole('link', { name: 'View Editor' }).click();
  await page.getByRole('button', { name: 'Edit' }).click();
  await expect(notice(page, MSG.systemRoleUpdate)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'View Role' })).toBeVisible();
});

test('deleting a role nobody holds asks for confirmation', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto(`${rolesPath}/add`);
  await page.getByLabel('Role Name').fill('Short lived');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(notice(page, MSG.roleAdded)).toBeVisible();

  await page.getByRole('button', { name: 'Delete Short lived' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(MSG.roleDeleteConfirm('Short lived'));
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(row(page, 'Short lived')).toBeVisible();

  await page.getByRole('button', { name: 'Delete Short lived' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(notice(page, MSG.roleDeleted)).toBeVisible();
  await expect(row(page, 'Short lived')).toHaveCount(0);
});

test('deleting a role its users hold moves them to the chosen replacement', async ({
  page,
  request,
}) => {
  const editorRoleId = 2;
  const editorsBefore = await userCount(request, editorRoleId);
  await signInAsAdmin(page);
  await page.goto(rolesPath);
  await expect(row(page, 'Reservations')).toContainText('Custom');

  await page.getByRole('button', { name: 'Delete Reservations' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toHaveAccessibleDescription(MSG.roleDeleteWithUsers(2));
  await dialog.getByRole('button', { name: 'Delete' }).click();
  // The refusal keeps the dialog open (the modal hides the grid from the accessibility tree).
  await expect(dialog.getByRole('alert')).toHaveText(MSG.replacementRoleRequired);
  await expect(dialog).toHaveAccessibleDescription(MSG.roleDeleteWithUsers(2));

  await dialog.getByLabel('Replacement role').selectOption({ label: 'Editor' });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(notice(page, MSG.roleDeleted)).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(row(page, 'Reservations')).toHaveCount(0);
  expect(await userCount(request, editorRoleId)).toBe(editorsBefore + 2);
});

test('a reader sees no add, edit or delete, and the add page is not authorized', async ({
  page,
}) => {
  await signIn(page, DEMO_EDITOR.email, DEMO_EDITOR.password);
  await expect(homeHeading(page)).toBeVisible();
  await page.goto(rolesPath);
  await expect(row(page, 'Editor')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add Role' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^(Edit|Delete) / })).toHaveCount(0);
  await page.getByRole('link', { name: 'View Admin' }).click();
  await expect(page.getByRole('heading', { name: 'View Role' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await page.goto(`${rolesPath}/add`);
  await expect(page.getByRole('heading', { name: 'Not authorized' })).toBeVisible();
});
