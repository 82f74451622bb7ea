import type { Page } from '@playwright/test';
import { APP_TEXT } from '#contract/applications';
import { DEMO_COMPANY, DEMO_EDITOR } from './env';
import { expect, test } from './lane';
import { goInApp, homeHeading, location, logOut, signIn, signInAsAdmin } from './support';

const appsPath = `/companies/${DEMO_COMPANY.id}/apps`;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const notice = (page: Page, text: string) =>
  page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: text }).first();
const row = (page: Page, name: string) =>
  page.getByRole('table', { name: 'Applications' }).getByRole('row').filter({ hasText: name });

test('the admin adds an application with a logo, marks it as a demo and edits it', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto(appsPath);
  await expect(page.getByRole('button', { name: 'Add Application' })).toBeDisabled();

  await page.goto(`${appsPath}/create`);
  await expect(page.getByRole('heading', { name: 'Add New Application' })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(APP_TEXT.nameRequired)).toBeVisible();

  await page.getByLabel('Application Name').fill('Coastal Escapes');
  await page.getByLabel('Subscription').selectOption({ label: 'Professional' });
  await page.getByLabel('Data Centre').selectOption({ label: 'Europe (London)' });
  await page
    .getByLabel('Logo')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await page.getByLabel('City', { exact: true }).fill('Galway');
  await page.getByLabel('Booking Email', { exact: true }).fill('book@coastal.test');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(notice(page, APP_TEXT.created)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Edit Application' })).toBeVisible();
  await expect(page.getByText('it will not be shown again')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Application logo' })).toBeVisible();

  await page.getByLabel('Is Demo').check();
  await page.getByLabel('Application Name').fill('Coastal Escapes Demo');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(notice(page, APP_TEXT.updated)).toBeVisible();
  expect(location(page)).toBe(appsPath);

  await page.getByLabel('Search', { exact: true }).fill('Coastal');
  const added = row(page, 'Coastal Escapes Demo');
  await expect(added).toContainText('Demo');
  await expect(added).toContainText('Europe (London)');
  await expect(added.getByRole('img', { name: 'Coastal Escapes Demo logo' })).toBeVisible();
});

test('a user without company_apps_edit sees the list but cannot open the editor', async ({
  page,
}) => {
  await signIn(page, DEMO_EDITOR.email, DEMO_EDITOR.password);
  await expect(homeHeading(page)).toBeVisible();
  await page.goto(appsPath);
  await expect(row(page, 'Sunny Breaks')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit Sunny Breaks' })).toHaveCount(0);
  await page.goto(`${appsPath}/1`);
  await expect(page.getByRole('heading', { name: 'Not authorized' })).toBeVisible();
});

/** The session's active application as the app keeps it in local storage. */
const storedApplication = (page: Page) =>
  page.evaluate(() => {
    const raw = window.localStorage.getItem('activeApplication');
    return raw === null
      ? null
      : (JSON.parse(raw) as { applicationName: string; features: string[] });
  });

test("application routes open only the active company's applications", async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/applications/1');
  await expect(page.getByRole('heading', { name: 'Sunny Breaks' })).toBeVisible();
  expect(await storedApplication(page)).toMatchObject({ applicationName: 'Sunny Breaks' });

  for (const unknown of ['/applications/999999', '/applications/not-a-number']) {
    await goInApp(page, unknown);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    expect(location(page)).toBe('/error-404');
  }
  // Refused ids never replace the application that is open.
  expect(await storedApplication(page)).toMatchObject({ applicationName: 'Sunny Breaks' });

  await logOut(page);
  await expect(page.getByLabel('Email')).toBeVisible();
  expect(await storedApplication(page)).toBeNull();
  await signInAsAdmin(page);
  expect(await storedApplication(page)).toBeNull();
});

test('features, languages and the stats URL set in the editor follow the opened application', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto(`${appsPath}/2`);
  await expect(page.getByRole('heading', { name: 'Edit Application' })).toBeVisible();
  // The demo sites sell through the console: both areas are on until switched off here.
  await expect(page.getByLabel('Orders')).toBeChecked();
  await page.getByLabel('Customers').uncheck();
  await page.getByLabel('Widgets').check();
  await expect(page.getByLabel('Spanish')).toBeChecked();
  await page.getByLabel('Spanish').uncheck();
  await page.getByLabel('Stats URL').fill('stats page');
  await expect(page.getByText(APP_TEXT.statsUrlInvalid)).toBeVisible();
  await page.getByLabel('Stats URL').fill('https://stats.example.com/city-hopper');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(notice(page, APP_TEXT.updated)).toBeVisible();

  await goInApp(page, '/applications/2');
  await expect(page.getByRole('heading', { name: 'City Hopper' })).toBeVisible();
  expect(await storedApplication(page)).toEqual({
    applicationId: 2,
    applicationName: 'City Hopper',
    // Suppliers too: the demo gives City Hopper integrations for the supplier health page.
    features: ['orders', 'suppliers', 'widgets'],
    languages: ['en', 'fr', 'de'],
    statsUrl: 'https://stats.example.com/city-hopper',
  });

  // Features gate areas by name: the switched-off one leaves the menu and is not found.
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'My orders' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Customers' })).toHaveCount(0);
  await goInApp(page, '/applications/2/customers');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  expect(location(page)).toBe('/error-404');

  // The site's texts are in its languages: no Spanish one to write.
  await goInApp(page, '/applications/2/translations/new');
  await expect(page.getByLabel('French')).toBeVisible();
  await expect(page.getByLabel('Spanish')).toHaveCount(0);
});
