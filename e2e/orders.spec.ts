import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_COMPANY, DEMO_EDITOR, E2E_ADMIN } from './env';
import { expect, test } from './lane';
import { homeHeading, location, signIn, signInAsAdmin } from './support';

/** City Hopper: its key is rotated here, so specs ingesting into Sunny Breaks are not disturbed. */
const APP = 2;
/** A demo user whose role (Reservations) holds apps_orders_read but neither process nor edit. */
const READER = { email: 'noah.reed@demo.test', password: DEMO_EDITOR.password };

const today = () => new Date().toISOString().slice(0, 10);
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/** Issues a fresh ingestion key for the application as the admin, through the API. */
async function ingestionKey(request: APIRequestContext) {
  const token = await request.post('/api/auth/token', {
    data: { username: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  expect(token.status()).toBe(200);
  const { accessToken } = (await token.json()) as { accessToken: string };
  const rotated = await request.post(
    `/api/companies/${DEMO_COMPANY.id}/applications/${APP}/ingestionKey`,
    { headers: { authorization: `Bearer ${accessToken}` } },
  );
  expect(rotated.status()).toBe(200);
  return ((await rotated.json()) as { ingestionKey: string }).ingestionKey;
}

/** One order as a booking site sends it, found later by its supplier booking reference. */
function siteOrder(reference: string, supplierReference: string) {
  return {
    reference,
    status: 'Processing',
    bookingDate: today(),
    currency: 'GBP',
    agent: 'Web',
    customer: {
      email: `${reference.toLowerCase()}@e2e.test`,
      title: 'Ms',
      firstName: 'Imogen',
      lastName: 'Ashby',
      phone: '+44 20 7946 0001',
    },
    items: [
      {
        productType: 'Accommodation',
        supplierName: 'HotelBeds',
        supplierReference,
        description: 'Three nights in Lisbon',
        destination: { countryCode: 'PT', name: 'Lisboa' },
        startDate: inDays(40),
        endDate: inDays(43),
        price: '640.00',
        currency: 'GBP',
        status: 'Confirmed',
        refundable: true,
      },
      {
        productType: 'Transfers',
        supplierName: 'Hoppa',
        supplierReference: `${supplierReference}-T`,
        description: 'Airport transfer',
        startDate: inDays(40),
        endDate: inDays(40),
        price: '45.50',
        currency: 'GBP',
        status: 'Confirmed',
        refundable: true,
      },
    ],
    travellers: [{ firstName: 'Imogen', lastName: 'Ashby', dateOfBirth: '1988-02-11' }],
    payments: [{ amount: '200.00', status: 'Paid', date: today(), type: 'card' }],
    depositSchedule: {
      initialAmount: '200.00',
      instalments: [{ dueDate: inDays(10), amount: '485.50' }],
    },
    vouchers: [],
  };
}

const timeline = (page: Page) => page.getByRole('list', { name: 'Timeline' });

test('an ingested order is found by its booking reference, noted, moved, cancelled, and its timeline says so', async ({
  page,
  request,
}) => {
  const stamp = Date.now().toString(36).toUpperCase();
  const reference = `E2E${stamp}`.slice(0, 30);
  const supplierReference = `HB-${stamp}`;
  const key = await ingestionKey(request);
  const sent = await request.post(`/api/applications/${APP}/orders`, {
    headers: { 'x-ingestion-key': key },
    data: { orders: [siteOrder(reference, supplierReference)] },
  });
  expect(sent.ok()).toBe(true);

  await signInAsAdmin(page);
  await page.goto(`/applications/${APP}/ordermanager/myorders`);
  await expect(page.getByRole('heading', { name: 'My orders' })).toBeVisible();
  await expect(page.getByRole('link', { name: reference, exact: true })).toBeVisible();

  // The one text box finds it by the supplier's booking reference, in any case.
  await page
    .getByLabel('Customer, reference or booking reference')
    .fill(supplierReference.toLowerCase());
  const grid = page.getByRole('table', { name: 'My orders' });
  await expect(grid.getByRole('link', { name: reference, exact: true })).toBeVisible();
  await grid.getByRole('link', { name: reference, exact: true }).click();
  await expect(page.getByRole('heading', { name: `Order ${reference}` })).toBeVisible();
  await expect(
    page.getByText('Changing the status here changes it only in the console, not at the supplier.'),
  ).toBeVisible();
  await expect(timeline(page).getByText('Order received from the booking site')).toBeVisible();
  // The supplier's name for the place, and the normalised location the demo maps it to.
  await expect(
    page.getByRole('table', { name: 'Items' }).getByRole('cell', { name: 'Lisboa, PT (Lisbon)' }),
  ).toBeVisible();

  await page.getByLabel('New note').fill('Customer asked for a late check-in.');
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(
    page.getByRole('list', { name: 'Notes' }).getByText('Customer asked for a late check-in.'),
  ).toBeVisible();

  await page.getByLabel('New status').selectOption('Confirmed');
  await page.getByRole('button', { name: 'Change status' }).click();
  await expect(
    timeline(page).getByText('Status changed from Processing to Confirmed'),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Cancel order' }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel order ${reference}` });
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByText('Give a reason for the cancellation.')).toBeVisible();
  await dialog.getByLabel('Reason').fill('The customer changed plans');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(
    dialog.getByText(`Cancel the whole order ${reference}?`, { exact: false }),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel order' }).click();
  await expect(dialog).toBeHidden();

  const steps = timeline(page).getByRole('listitem');
  await expect(steps).toHaveCount(4);
  await expect(steps.nth(0)).toContainText('Order received from the booking site');
  await expect(steps.nth(1)).toContainText('Note added');
  await expect(steps.nth(2)).toContainText('Status changed from Processing to Confirmed');
  await expect(steps.nth(3)).toContainText('Order cancelled (Confirmed → Cancelled)');
  await expect(steps.nth(3)).toContainText('Reason: The customer changed plans');
  await expect(page.getByRole('button', { name: 'Cancel order' })).toBeHidden();
});

test('a user with only apps_orders_read sees My orders but not an order', async ({
  page,
  request,
}) => {
  const stamp = Date.now().toString(36).toUpperCase();
  const reference = `E2R${stamp}`.slice(0, 30);
  const key = await ingestionKey(request);
  const sent = await request.post(`/api/applications/${APP}/orders`, {
    headers: { 'x-ingestion-key': key },
    data: { orders: [siteOrder(reference, `HR-${stamp}`)] },
  });
  expect(sent.ok()).toBe(true);

  await signIn(page, READER.email, READER.password);
  // Signed in once home shows: leaving the login page before the answer would stay signed out.
  await expect(homeHeading(page)).toBeVisible();
  // From home to My orders in two clicks, though the role may not list the applications.
  await page.getByRole('button', { name: 'Go to…' }).click();
  await page.getByRole('option', { name: /City Hopper: My orders/ }).click();
  await expect.poll(() => location(page)).toBe(`/applications/${APP}/ordermanager/myorders`);
  const link = page.getByRole('link', { name: reference, exact: true });
  await expect(link).toBeVisible();
  await link.click();
  await expect.poll(() => location(page)).toBe('/not-authorized');
});
