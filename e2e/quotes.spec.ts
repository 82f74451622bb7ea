import { QUOTE_LIST_TEXT } from '#contract/quotes';
import { expect, test } from './lane';
import { signInAsAdmin } from './support';

const APP = '/applications/1';

test('a quote built from a hotlist is shared, opened signed out, then revoked', async ({
  page,
  browser,
}) => {
  test.slow();
  const name = `E2E quotes ${Date.now().toString(36)}`;
  await signInAsAdmin(page);
  await page.goto(`${APP}/quoteViewer`);
  await expect(page.getByRole('heading', { name: 'Quote Lists' })).toBeVisible();

  // The demo's customer behind the first demo enquiry has a hotlist (server/quotes/demo.ts).
  await page.getByRole('button', { name: 'New quote list' }).click();
  const dialog = page.getByRole('dialog', { name: 'New quote list' });
  await dialog.getByLabel('Customer email').fill('amelia.hart@example.com');
  await dialog.getByLabel('List name').fill(name);
  await dialog.getByRole('button', { name: 'Start list' }).click();
  await expect(page.getByText(QUOTE_LIST_TEXT.added)).toBeVisible();
  await expect(page.getByLabel('List name')).toHaveValue(name);

  await page.getByRole('button', { name: 'Start from hotlist' }).click();
  await expect(page.getByLabel('Description (item 2)')).toHaveValue('Sintra day tour for three');
  await page.getByLabel('Quote title').fill('Lisbon for three');
  await page.getByRole('button', { name: 'Add quote' }).click();
  await expect(page.getByText(QUOTE_LIST_TEXT.quoteAdded)).toBeVisible();
  // 1,260.00 and 270.00 with the demo's catch-all 10 %.
  const items = page.getByRole('table', { name: 'Items of Lisbon for three' });
  await expect(items).toContainText('1,386.00');
  await expect(items).toContainText('297.00');

  await page.getByRole('button', { name: 'Share Lisbon for three' }).click();
  await expect(page.getByText(QUOTE_LIST_TEXT.shared)).toBeVisible();
  const link = await page
    .getByRole('link', { name: 'Shared link of Lisbon for three' })
    .getAttribute('href');
  expect(link).toMatch(/\/sharedQuote\/\d+\/[\w-]{32}$/);

  // The staff, signed in, see what the customer will (the page does not send them home).
  const staff = await page.context().newPage();
  await staff.goto(link ?? '');
  await expect(staff.getByRole('heading', { name: 'Lisbon for three' })).toBeVisible();
  await staff.close();

  // Signed out, in a browser of its own: the customer's view, with the price and no cost.
  const visitor = await browser.newContext();
  const outside = await visitor.newPage();
  await outside.goto(link ?? '');
  await expect(outside.getByRole('heading', { name: 'Lisbon for three' })).toBeVisible();
  await expect(outside.getByRole('table', { name: 'Offered' })).toContainText('1,386.00');
  await expect(outside.getByText('1,683.00')).toBeVisible();
  await expect(outside.getByText('1,260.00')).toHaveCount(0);

  await page.getByRole('button', { name: 'Revoke link of Lisbon for three' }).click();
  await expect(page.getByText(QUOTE_LIST_TEXT.revoked)).toBeVisible();
  await outside.reload();
  await expect(
    outside.getByText('This quote does not exist or is no longer shared.'),
  ).toBeVisible();
  await visitor.close();
});
