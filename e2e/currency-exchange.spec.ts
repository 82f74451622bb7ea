import { CURREX_TEXT } from '#contract/currency-exchange';
import { expect, test } from './lane';
import { signInAsAdmin } from './support';

test('a delivery-fee band overlapping another is refused, and a band beside it is saved', async ({
  page,
}) => {
  test.slow();
  await signInAsAdmin(page);
  await page.goto('/applications/1/deliveryfees');
  await expect(page.getByRole('heading', { name: 'Delivery Fees' })).toBeVisible();

  await page.getByRole('link', { name: 'Add Delivery Fee' }).click();
  await page.getByLabel('Delivery Type').selectOption({ label: 'Home delivery' });
  // Exact: the navigation's Currency exchange section is labelled too.
  await page.getByLabel('Currency', { exact: true }).selectOption({ label: 'GBP' });
  // The demo's home-delivery bands are 0.00-499.99 and 500.00-2500.00.
  await page.getByLabel('Order Value From').fill('2000.00');
  await page.getByLabel('Order Value To').fill('3000.00');
  await page.getByLabel('Fee', { exact: true }).fill('0.00');
  await page.getByRole('button', { name: 'Save' }).click();
  // Under its field (the toast says it too).
  await expect(page.getByLabel('Order Value From')).toHaveAccessibleDescription(
    new RegExp(CURREX_TEXT.bandOverlaps('500.00 to 2500.00 GBP')),
  );

  await page.getByLabel('Order Value From').fill('2500.01');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(CURREX_TEXT.feeAdded)).toBeVisible();
  await page.goto('/applications/1/deliveryfees');
  await expect(page.getByRole('cell', { name: '£2,500.01', exact: true })).toBeVisible();
  // The refused band left nothing behind.
  await expect(page.getByRole('cell', { name: '£2,000.00', exact: true })).toHaveCount(0);
});

test('a rate entered in the exchange rate manager is drawn in its currency’s history', async ({
  page,
}) => {
  test.slow();
  await signInAsAdmin(page);
  await page.goto('/applications/1/exchangeRateManager');
  await expect(page.getByRole('heading', { name: 'Exchange Rate Manager' })).toBeVisible();
  await page.getByLabel('Currency', { exact: true }).selectOption({ label: 'USD US dollar' });
  const history = page.getByRole('figure', { name: /^USD: \d+ rate changes\.$/ });
  await expect(history).toBeVisible();
  const caption = (await history.getByRole('table').locator('caption').textContent()) ?? '';
  const changes = Number(/(\d+) rate changes/.exec(caption)?.[1]);

  // A sell rate under the buy rate is refused, field by field.
  await page.getByLabel('Buy Rate').fill('1.30000001');
  await page.getByLabel('Sell Rate').fill('1.3');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByLabel('Sell Rate')).toHaveAccessibleDescription(
    new RegExp(CURREX_TEXT.sellUnderBuy),
  );

  await page.getByLabel('Sell Rate').fill('1.33125');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(CURREX_TEXT.rateSaved)).toBeVisible();
  const drawn = page.getByRole('figure', { name: `USD: ${changes + 1} rate changes.` });
  await expect(drawn).toBeVisible();
  await expect(drawn.getByRole('table')).toContainText('1.30000001');
  await expect(drawn.getByRole('table')).toContainText('1.33125');
  await expect(drawn.locator('svg path')).toHaveCount(2);
  // A mark per change on each line, and the latest rates in the words read out with the chart.
  await expect(drawn.locator('svg circle')).toHaveCount(2 * (changes + 1));
  await expect(drawn).toHaveAccessibleDescription(/Buy rate: first .*, last 1\.30000001,/);
});
