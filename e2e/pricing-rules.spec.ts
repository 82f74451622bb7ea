import { PRICING_TEXT } from '#contract/pricing-rules';
import { expect, test } from './lane';
import { signInAsAdmin } from './support';

test('a pricing rule is added, moved to the top by keyboard, and the preview prices 700.00 at 770.00', async ({
  page,
}) => {
  // A sign-in, two saves and four page loads, on a machine that may be busy.
  test.slow();
  const name = `Hotels ten ${Date.now().toString(36)}`;
  await signInAsAdmin(page);
  await page.goto('/applications/1/pricingRules');
  await expect(page.getByRole('heading', { name: 'Pricing Rules' })).toBeVisible();

  await page.getByRole('link', { name: 'Add Pricing Rule' }).click();
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Priority').fill(String(100 + (Date.now() % 9000)));
  await page.getByLabel('Mark-up', { exact: true }).fill('10');
  await page.getByRole('checkbox', { name: 'Accommodation' }).click();
  // Destinations are normalised locations, found whatever the accents and picked by keyboard.
  const destinations = page.getByRole('combobox', { name: 'Destinations' });
  await destinations.fill('malaga');
  await expect(page.getByRole('option', { name: /ES: Málaga/ })).toBeVisible();
  await destinations.press('Enter');
  await expect(page.getByRole('button', { name: 'Remove ES: Málaga' })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(PRICING_TEXT.added)).toBeVisible();
  // Below the demo's catch-all rule it can never apply, and its page says so.
  await expect(page.getByText(/This rule can never apply: Everything else/)).toBeVisible();
  const view = page.url();

  // Keyboard: Space lifts the rule, ArrowUp moves it a place at a time, Space drops it first.
  await page.goto('/applications/1/pricingRules');
  const order = page.getByRole('list', { name: 'Pricing rules in order of priority' });
  const rows = order.getByRole('listitem');
  const handle = page.getByRole('button', { name: `Move ${name}` });
  // Counted once the new rule is in the order, so the whole order is on the page.
  await expect(handle).toBeVisible();
  const count = await rows.count();
  expect(count).toBeGreaterThan(1);
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  for (let step = count; step > 1; step--) {
    await page.keyboard.press('ArrowUp');
    await expect(
      page.getByText(`${name} moved to priority ${step - 1} of ${count}.`),
    ).toBeAttached();
  }
  await page.keyboard.press('Space');
  await expect(page.getByText(PRICING_TEXT.reordered)).toBeVisible();
  await expect(rows.first()).toContainText(`1. ${name}`);
  await page.reload();
  await expect(rows.first()).toContainText(`1. ${name}`);

  // The preview: a week in Málaga at 700.00 takes the rule, now first, at 10 %.
  await page.goto(view);
  const result = page.getByRole('region', { name: 'Preview result' });
  await expect(result.getByTestId('preview-price')).toHaveText('770.00');
  await expect(result).toContainText(`${name} (priority 1)`);
  await expect(page.getByText(/This rule can never apply/)).toHaveCount(0);
});

test('Enter while the places for the typed name are still on their way picks none of the earlier ones', async ({
  page,
}) => {
  await signInAsAdmin(page);
  // The answer for "malaga" waits until the test lets it through.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/applications/1/pricing/destinations?search=malaga*', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/applications/1/pricingRules/add');
  const destinations = page.getByRole('combobox', { name: 'Destinations' });
  await destinations.click();
  // Every place, as an empty search finds them.
  await expect(page.getByRole('option', { name: /ES: Barcelona/ })).toBeVisible();
  await destinations.fill('malaga');
  await expect(page.getByRole('option', { name: /ES: Barcelona/ })).toHaveCount(0);
  await destinations.press('Enter');
  await expect(page.getByRole('button', { name: /^Remove / })).toHaveCount(0);
  release();
  await expect(page.getByRole('option', { name: /ES: Málaga/ })).toBeVisible();
  await destinations.press('Enter');
  await expect(page.getByRole('button', { name: 'Remove ES: Málaga' })).toBeVisible();
});
