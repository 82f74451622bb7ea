import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { CUSTOMER_TEXT, type CustomerExport } from '#contract/customers';
import { LINKED_TEXT } from '#contract/linked-companies';
import { location, signInAsAdmin } from './support';

const unique = () => Date.now().toString(36);
const APP = '/applications/1';

const notice = (page: Page, text: string) =>
  page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: text }).first();

test('a customer is added, edited, exported and erased', async ({ page }) => {
  const surname = `Erasable${unique()}`;
  const email = `${surname.toLowerCase()}@customers.test`;
  await signInAsAdmin(page);
  await page.goto(`${APP}/customers`);
  await page.getByRole('link', { name: 'Add Customer' }).first().click();
  await page.getByLabel('First Name').fill('Ada');
  await page.getByLabel('Last Name').fill(surname);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Phone').fill('+44 20 7946 0101');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(notice(page, CUSTOMER_TEXT.added)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'View Customer' })).toBeVisible();
  expect(location(page)).toMatch(/\/customers\/\d+\/[\w-]{32}\/view$/);

  // Edited: the list then finds the new name.
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await page.getByLabel('City').fill('Leeds');
  await page.getByLabel('First Name').fill('Adele');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(notice(page, CUSTOMER_TEXT.updated)).toBeVisible();
  await expect(page.getByLabel('City')).toHaveValue('Leeds');
  const view = location(page);
  await page.goto(`${APP}/customers?search=${encodeURIComponent(`adele ${surname}`)}`);
  await expect(page.getByRole('link', { name: `${surname}, Adele` })).toBeVisible();
  await page.goto(view);

  // Exported: the JSON download holds what the form shows.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export JSON' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^customer-\d+\.json$/);
  const data = JSON.parse(await readFile(await file.path(), 'utf8')) as CustomerExport;
  expect(data.customer).toMatchObject({
    firstName: 'Adele',
    lastName: surname,
    email,
    city: 'Leeds',
  });
  const workbook = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export .xlsx' }).click();
  expect((await workbook).suggestedFilename()).toMatch(/^customer-\d+\.xlsx$/);

  // Erased after a danger confirmation that says what goes.
  await page.getByRole('button', { name: 'Erase customer' }).click();
  const dialog = page.getByRole('alertdialog', { name: CUSTOMER_TEXT.eraseTitle });
  await expect(dialog).toContainText('cannot be undone');
  await dialog.getByRole('button', { name: 'Erase' }).click();
  await expect(notice(page, 'Customer erased')).toBeVisible();
  await expect(page.getByLabel('Last Name')).toHaveValue('Erased');
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(/^erased-\d+@invalid$/);
  await expect(page.getByText('was erased for data protection')).toBeVisible();
  await page.goto(`${APP}/customers?search=${surname}`);
  await expect(page.getByRole('link', { name: `${surname}, Adele` })).toHaveCount(0);
});

test('a linked company is added with a credit account, and a top-up shows in its usage ledger', async ({
  page,
}) => {
  const name = `Northwind Travel ${unique()}`;
  await signInAsAdmin(page);
  await page.goto(`${APP}/companies`);
  await page.getByRole('link', { name: 'Add Company' }).first().click();
  await page.getByLabel('Company Name').fill(name);
  await page.getByLabel('Contact Name').fill('Nora West');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(notice(page, LINKED_TEXT.added)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'View Company' })).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Company pages' })
    .getByRole('link', { name: 'Credit' })
    .click();
  // The header's link; an empty list offers the same link again in its empty state.
  await page.getByRole('link', { name: 'Add credit account' }).first().click();
  await page.getByLabel('Credit limit', { exact: true }).fill('2500');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(notice(page, LINKED_TEXT.creditAdded)).toBeVisible();
  const figures = page.getByRole('definition');
  await expect(figures.nth(1)).toHaveText('2500.00 GBP');

  await page.getByRole('button', { name: 'Top up' }).click();
  const dialog = page.getByRole('dialog', { name: 'Top up credit' });
  await dialog.getByLabel('Amount', { exact: true }).fill('120.50');
  await dialog.getByLabel('Reason').fill('Paid invoice INV-77');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(notice(page, LINKED_TEXT.moved)).toBeVisible();
  await expect(figures.nth(1)).toHaveText('2620.50 GBP');

  await page.getByRole('link', { name: 'Usage ledger' }).click();
  const ledger = page.getByRole('table', { name: 'Usage ledger' });
  await expect(ledger.getByRole('row').nth(1)).toContainText('Top-up');
  await expect(ledger.getByRole('row').nth(1)).toContainText('120.50');
  await expect(ledger.getByRole('row').nth(1)).toContainText('Paid invoice INV-77');
  await expect(ledger.getByRole('row').nth(2)).toContainText('Opening limit');
});
