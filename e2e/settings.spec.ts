import { COMPANY_TEXT } from '#contract/companies';
import { MSG } from '#contract/messages';
import { DEMO_COMPANY, DEMO_EDITOR } from './env';
import { expect, test } from './lane';
import { homeHeading, signIn, signInAsAdmin } from './support';

const settingsPath = `/companies/${DEMO_COMPANY.id}/settings`;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const notice = (page: import('@playwright/test').Page, text: string) =>
  page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: text }).first();

test('the admin uploads a logo and saves the company settings', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto(settingsPath);
  await expect(page.getByRole('heading', { name: 'Company Settings' })).toBeVisible();

  await page
    .getByLabel('Logo')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await expect(notice(page, MSG.logoUploaded)).toBeVisible();
  await expect(page.getByRole('img', { name: 'Company logo' })).toBeVisible();

  await page.getByLabel('City').fill('Cork');
  await page.getByLabel('Country').selectOption('IE');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(notice(page, MSG.companySettingsSaved)).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('City')).toHaveValue('Cork');
  await expect(page.getByLabel('Country')).toHaveValue('IE');
  await expect(page.getByRole('img', { name: 'Company logo' })).toBeVisible();
});

test('a file that is not an image is refused as a logo', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto(settingsPath);
  const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(100, 1)]);
  await page
    .getByLabel('Logo')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: exe });
  await expect(notice(page, MSG.logoFailed)).toBeVisible();
  await expect(notice(page, COMPANY_TEXT.logoInvalid)).toBeVisible();
});

test('an empty company name is refused with the form messages', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto(settingsPath);
  await page.getByLabel('Company name').fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(notice(page, MSG.invalidForm)).toBeVisible();
  await expect(page.getByText(COMPANY_TEXT.nameRequired)).toBeVisible();
  await page.goto('/');
  await expect(homeHeading(page)).toBeVisible();
});

test('a reader sees the settings read-only, without Save', async ({ page }) => {
  await signIn(page, DEMO_EDITOR.email, DEMO_EDITOR.password);
  await expect(homeHeading(page)).toBeVisible();
  await page.goto(settingsPath);
  await expect(page.getByLabel('Company name')).toHaveValue(DEMO_COMPANY.name);
  await expect(page.getByLabel('Company name')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await expect(page.getByLabel('Logo')).toHaveCount(0);
});
