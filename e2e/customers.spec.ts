import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { CUSTOMER_TEXT, type CustomerExport } from '#contract/customers';
import { LINKED_TEXT } from '#contract/linked-companies';
import { LEAVE_TEXT } from '../src/routing/leave-text';
import { expect, test } from './lane';
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
  await expect(figures.nth(1)).toHaveText('£2,500.00');

  await page.getByRole('button', { name: 'Top up' }).click();
  const dialog = page.getByRole('dialog', { name: 'Top up credit' });
  await dialog.getByLabel('Amount', { exact: true }).fill('120.50');
  await dialog.getByLabel('Reason').fill('Paid invoice INV-77');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(notice(page, LINKED_TEXT.moved)).toBeVisible();
  await expect(figures.nth(1)).toHaveText('£2,620.50');

  await page.getByRole('link', { name: 'Usage ledger' }).click();
  const ledger = page.getByRole('table', { name: 'Usage ledger' });
  await expect(ledger.getByRole('row').nth(1)).toContainText('Top-up');
  await expect(ledger.getByRole('row').nth(1)).toContainText('120.50');
  await expect(ledger.getByRole('row').nth(1)).toContainText('Paid invoice INV-77');
  await expect(ledger.getByRole('row').nth(2)).toContainText('Opening limit');
});

test('a customer is put in a linked company found by typing its name, which their page shows, and the list is filtered by it', async ({
  page,
}) => {
  const stamp = unique();
  const company = `Harbour Tours ${stamp}`;
  await signInAsAdmin(page);
  await page.goto(`${APP}/companies/add`);
  await page.getByLabel('Company Name').fill(company);
  await page.getByLabel('Contact Name').fill('Hal Harbour');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(notice(page, LINKED_TEXT.added)).toBeVisible();

  await page.goto(`${APP}/customers/add`);
  await page.getByLabel('First Name').fill('Cora');
  await page.getByLabel('Last Name').fill(`Member${stamp}`);
  await page.getByLabel('Email', { exact: true }).fill(`cora.${stamp}@customers.test`);
  const picker = page.getByRole('combobox', { name: 'Linked Company' });
  await expect(picker).toHaveValue('None');
  // However many companies there are, typing finds this one on the server.
  await picker.fill(stamp);
  await page.getByRole('option', { name: company }).click();
  await expect(picker).toHaveValue(company);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(notice(page, CUSTOMER_TEXT.added)).toBeVisible();

  // A fresh page reads the company's name back from its id.
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Linked Company' })).toHaveValue(company);

  await page.goto(`${APP}/customers`);
  const filter = page.getByRole('combobox', { name: 'Company' });
  await expect(filter).toHaveValue('All');
  await filter.fill(stamp);
  await page.getByRole('option', { name: company }).click();
  await expect(page).toHaveURL(/linkedCompanyId=\d+/);
  await expect(page.getByRole('link', { name: `Member${stamp}, Cora` })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Erasable/ })).toHaveCount(0);

  // What narrows the list stands under the filters as chips, each removable, and Clear all.
  const chips = page.getByRole('list', { name: /^Active filters/ });
  await expect(chips.getByRole('listitem')).toHaveText([`Company: ${company}`]);
  await page.getByLabel('Search', { exact: true }).fill(`Member${stamp}`);
  await expect(chips.getByRole('listitem')).toHaveText([
    `Search: Member${stamp}`,
    `Company: ${company}`,
  ]);
  await chips.getByRole('button', { name: `Remove Company: ${company}` }).click();
  await expect(page).not.toHaveURL(/linkedCompanyId=/);
  await expect(filter).toHaveValue('All');
  await expect(page.getByRole('link', { name: `Member${stamp}, Cora` })).toBeVisible();
  await page.getByRole('button', { name: 'Clear all' }).click();
  await expect(chips).toHaveCount(0);
  await expect(page.getByLabel('Search', { exact: true })).toHaveValue('');
});

test('leaving a form with unsaved changes asks first: Cancel keeps them, Leave without saving goes', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto(`${APP}/customers/add`);
  await page.getByLabel('First Name').fill('Unsaved');
  const toList = page.getByRole('link', { name: 'Customers', exact: true }).first();
  await toList.click();
  const ask = page.getByRole('alertdialog', { name: LEAVE_TEXT.title });
  await expect(ask).toContainText(LEAVE_TEXT.description);
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(ask).toBeHidden();
  await expect(page).toHaveURL(/\/customers\/add$/);
  await expect(page.getByLabel('First Name')).toHaveValue('Unsaved');

  await toList.click();
  await ask.getByRole('button', { name: LEAVE_TEXT.leave }).click();
  await expect(page).toHaveURL(/\/customers$/);
  await expect(page.getByRole('heading', { name: 'Customers' })).toBeVisible();
  // Nothing changed: leaving the next form does not ask.
  await page.getByRole('link', { name: 'Add Customer' }).first().click();
  await toList.click();
  await expect(page).toHaveURL(/\/customers$/);
});
