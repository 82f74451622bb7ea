import type { Page } from '@playwright/test';
import { MSG } from '#contract/messages';
import { USER_TEXT } from '#contract/users';
import { DEMO_COMPANY, DEMO_EDITOR, E2E_ADMIN } from './env';
import { expect, test } from './lane';
import { outboxMailsTo } from './outbox';
import { homeHeading, location, signIn, signInAsAdmin } from './support';

const usersPath = `/companies/${DEMO_COMPANY.id}/users`;
const notice = (page: Page, text: string) =>
  page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: text }).first();
const PNG_1x1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('the admin adds a user with a picture, edits them with the email locked, then deletes them', async ({
  page,
}) => {
  const email = `e2e.user.${Date.now()}@users.test`;
  await signInAsAdmin(page);
  await page.goto(usersPath);
  await page.getByRole('link', { name: 'Add User' }).click();
  await expect(page.getByRole('heading', { name: 'Add User' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('First Name').fill('Erin');
  await page.getByLabel('Last Name').fill('Example');
  await page.getByLabel('Security Role').selectOption({ label: 'Editor' });
  await page.getByLabel('Job Title').fill('Guide');
  await page.getByLabel('Commission Percentage').fill('12.5');
  await page.getByLabel('Profile Picture').setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: PNG_1x1,
  });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(notice(page, 'Successfully added new user')).toBeVisible();
  await expect.poll(() => location(page)).toBe(usersPath);
  await expect.poll(async () => (await outboxMailsTo(email)).length).toBe(1);

  await page.getByLabel('Search', { exact: true }).fill(email);
  await page.getByRole('link', { name: `Edit ${email}` }).click();
  await expect(page.getByRole('heading', { name: 'Edit User' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveAttribute('readonly', '');
  await expect(page.getByLabel('First Name')).not.toHaveAttribute('readonly');
  await expect(page.getByText(MSG.accountShared)).toHaveCount(0);
  await expect(page.getByRole('img', { name: 'The user' })).toBeVisible();
  await expect(page.getByLabel('Commission Percentage')).toHaveValue('12.5');
  await expect(page.getByRole('table', { name: 'Logins - Past 60 Days' })).toBeVisible();
  await page.getByLabel('Job Title').fill('Senior guide');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(notice(page, 'Successfully updated user')).toBeVisible();

  await page.getByRole('button', { name: `Delete ${email}` }).click();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(notice(page, MSG.userDeleted)).toBeVisible();
  await expect(page.getByRole('cell', { name: email })).toHaveCount(0);
});

test('the admin sees their own login history and cannot delete themselves', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto(usersPath);
  await page.getByLabel('Search', { exact: true }).fill(E2E_ADMIN.email);
  await page.getByRole('link', { name: `View ${E2E_ADMIN.email}` }).click();
  await expect(page.getByRole('heading', { name: 'View User' })).toBeVisible();
  // The trail names the navigation's section, the list and the person.
  await expect(
    page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem'),
  ).toHaveText([/^Company$/, /Users$/, /\S/]);
  const history = page.getByRole('table', { name: 'Logins - Past 60 Days' });
  await expect(history.getByRole('row')).not.toHaveCount(1);
  await page.goBack();
  // Other specs add users, so the admin is found by searching, not on the first page.
  await page.getByLabel('Search', { exact: true }).fill(E2E_ADMIN.email);
  await page.getByRole('button', { name: `Delete ${E2E_ADMIN.email}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete user' });
  await expect(confirm.getByText(MSG.deleteOwnAccount)).toHaveCount(0);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm.getByText(MSG.deleteOwnAccount)).toBeVisible();
});

test('an email already in the company is refused under the Email field until it changes', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto(`${usersPath}/add`);
  const email = page.getByLabel('Email');
  // Unique per company whatever the case.
  await email.fill(DEMO_EDITOR.email.toUpperCase());
  await page.getByLabel('First Name').fill('Dee');
  await page.getByLabel('Security Role').selectOption({ label: 'Editor' });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(email).toHaveAccessibleDescription(USER_TEXT.emailTaken);
  await expect(email).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Last Name').fill('Upton');
  await expect(email).toHaveAccessibleDescription(USER_TEXT.emailTaken);
  await email.fill(`dee.${Date.now().toString(36)}@users.test`);
  await expect(email).not.toHaveAttribute('aria-invalid');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(notice(page, 'Successfully added new user')).toBeVisible();
});

test('a company admin cannot delete the host admin', async ({ page }) => {
  // Olivia is an Admin of the demo company, but not its host admin.
  await signIn(page, 'olivia.hart@demo.test', DEMO_EDITOR.password);
  await expect(homeHeading(page)).toBeVisible();
  await page.goto(usersPath);
  await page.getByLabel('Search', { exact: true }).fill(E2E_ADMIN.email);
  await page.getByRole('button', { name: `Delete ${E2E_ADMIN.email}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete user' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm.getByText(MSG.deleteAdminAccount)).toBeVisible();
});

test("a company admin sees the person's own fields of an account used outside the company read-only, and why", async ({
  page,
}) => {
  // Olivia is an Admin of the demo company; the host admin's account is also a platform admin's.
  await signIn(page, 'olivia.hart@demo.test', DEMO_EDITOR.password);
  await expect(homeHeading(page)).toBeVisible();
  await page.goto(usersPath);
  await page.getByLabel('Search', { exact: true }).fill(E2E_ADMIN.email);
  await page.getByRole('link', { name: `Edit ${E2E_ADMIN.email}` }).click();
  await expect(page.getByRole('heading', { name: 'Edit User' })).toBeVisible();
  await expect(page.getByText(MSG.accountShared)).toBeVisible();
  for (const label of ['Email', 'First Name', 'Last Name', 'Phone', 'Date of Birth']) {
    await expect(page.getByLabel(label)).toHaveAttribute('readonly', '');
  }
  await expect(page.getByLabel('Title', { exact: true })).toBeDisabled();
  await expect(page.getByLabel('Profile Picture')).toHaveCount(0);
  // The company's own fields stay editable and save.
  await expect(page.getByLabel('Job Title')).not.toHaveAttribute('readonly');
  await page.getByLabel('Job Title').fill('Founder');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(notice(page, 'Successfully updated user')).toBeVisible();
});
