import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { PROMO_TEXT } from '#contract/promo-codes';
import { DEMO_COMPANY, E2E_ADMIN } from './env';
import { expect, test } from './lane';
import { signInAsAdmin } from './support';

/** Sunny Breaks: the demo application whose promo codes the seed switches on. */
const APP = 1;
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/** Issues a fresh ingestion key for the application as the admin, through the API. */
async function ingestionKey(request: APIRequestContext) {
  const token = await request.post('/api/auth/token', {
    data: { username: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  const { accessToken } = (await token.json()) as { accessToken: string };
  const rotated = await request.post(
    `/api/companies/${DEMO_COMPANY.id}/applications/${APP}/ingestionKey`,
    { headers: { authorization: `Bearer ${accessToken}` } },
  );
  expect(rotated.status()).toBe(200);
  return ((await rotated.json()) as { ingestionKey: string }).ingestionKey;
}

/** An order of one hotel stay, as a booking site sends it. */
const siteOrder = (reference: string) => ({
  reference,
  status: 'Confirmed',
  bookingDate: inDays(0),
  currency: 'GBP',
  agent: 'Web',
  customer: { email: `${reference.toLowerCase()}@e2e.test`, firstName: 'Ada', lastName: 'Lane' },
  items: [
    {
      productType: 'Accommodation',
      supplierName: 'HotelBeds',
      supplierReference: `HB-${reference}`,
      description: 'Two nights in Porto',
      startDate: inDays(30),
      endDate: inDays(32),
      price: '400.00',
      currency: 'GBP',
      status: 'Confirmed',
      refundable: true,
    },
  ],
  travellers: [],
  payments: [],
  vouchers: [],
});

/** Saves the download a button starts and answers its text. */
async function download(page: Page, button: string) {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  return readFile(await file.path());
}

test('a promo rule gets a batch of 1,000 codes, one is redeemed through the API, and cancelling the order gives it back', async ({
  page,
  request,
}) => {
  // A sign-in, a rule, a generated batch, two downloads, an order and its cancellation.
  test.slow();
  const stamp = Date.now().toString(36).toUpperCase();
  const name = `E2E offer ${stamp}`;
  await signInAsAdmin(page);
  await page.goto(`/applications/${APP}/voucherRules`);
  await expect(page.getByRole('heading', { name: 'Promo Code Rules' })).toBeVisible();

  await page.getByRole('link', { name: 'Add Promo Code Rule' }).click();
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Discount', { exact: true }).fill('15');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(PROMO_TEXT.ruleAdded)).toBeVisible();

  await page.goto(`/applications/${APP}/voucherCodes`);
  const batch = page.getByRole('form', { name: 'Generate a batch' });
  // However many rules there are, the new one is found by typing its name.
  await batch.getByRole('combobox', { name: 'Rule' }).fill(stamp);
  await page.getByRole('option', { name }).click();
  await expect(batch.getByRole('combobox', { name: 'Rule' })).toHaveValue(name);
  await batch.getByLabel('Quantity').fill('1000');
  await batch.getByLabel('Prefix').fill(`E${stamp}-`);
  await batch.getByRole('button', { name: 'Generate' }).click();
  await expect(page.getByText(/1,000 codes generated/)).toBeVisible();

  const csv = (await download(page, 'Download .csv')).toString('utf8').trim().split('\r\n');
  expect(csv[0]).toBe('Code,Rule,Uses,Expires');
  expect(csv).toHaveLength(1001);
  const code = csv[1]?.split(',')[0] ?? '';
  expect(code.startsWith(`E${stamp}-`)).toBe(true);
  const xlsx = await download(page, 'Download .xlsx');
  expect(xlsx.subarray(0, 2).toString('latin1')).toBe('PK');

  // A booking site takes the order and redeems the code for it.
  const reference = `P${stamp}`.slice(0, 30);
  const key = await ingestionKey(request);
  const headers = { 'x-ingestion-key': key };
  const sent = await request.post(`/api/applications/${APP}/orders`, {
    headers,
    data: { orders: [siteOrder(reference)] },
  });
  expect(sent.ok()).toBe(true);
  const redeemed = await request.post(`/api/applications/${APP}/vouchers/redeem`, {
    headers,
    data: {
      code,
      orderReference: reference,
      customerEmail: 'ada@e2e.test',
      basketTotal: '400.00',
      currency: 'GBP',
      productTypes: ['Accommodation'],
    },
  });
  expect(await redeemed.json()).toMatchObject({ redeemed: true, discount: '60.00' });

  await page.goto(`/applications/${APP}/voucherCodes`);
  await page.getByLabel('Search codes', { exact: true }).fill(code);
  await page.getByRole('link', { name: code, exact: true }).click();
  const uses = page.getByRole('table', { name: 'Uses of the code' });
  await expect(uses.getByRole('row', { name: new RegExp(reference) })).toContainText('In use');
  const codePage = page.url();

  // Cancelled in the console, the order gives its code back.
  await page.goto(`/applications/${APP}/ordermanager/myorders`);
  await page.getByLabel('Customer, reference or booking reference').fill(reference);
  await page.getByRole('link', { name: reference, exact: true }).click();
  await page.getByRole('button', { name: 'Cancel order' }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel order ${reference}` });
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByLabel('Reason').fill('The customer changed plans');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('button', { name: 'Cancel order' }).click();
  await expect(dialog).toBeHidden();

  await page.goto(codePage);
  const row = page.getByRole('table', { name: 'Uses of the code' }).getByRole('row', {
    name: new RegExp(reference),
  });
  await expect(row).toBeVisible();
  await expect(row).not.toContainText('In use');
});
