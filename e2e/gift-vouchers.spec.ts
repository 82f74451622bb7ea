import { GIFT_TEXT } from '#contract/gift-vouchers';
import { REWARD_TEXT } from '#contract/rewards';
import { expect, test } from './lane';
import { signInAsAdmin } from './support';

test('a gift voucher is added and a voucher issued from it shows its code and balance', async ({
  page,
}) => {
  // A sign-in, two saves and three page loads, on a machine that may be busy.
  test.slow();
  const name = `Gift card ${Date.now().toString(36)}`;
  await signInAsAdmin(page);
  await page.goto('/applications/1/tools/giftVouchers');
  await expect(page.getByRole('heading', { name: 'Gift Vouchers' })).toBeVisible();
  // The demo's gift card: two vouchers sold, 137.50 of them left.
  await expect(page.getByRole('link', { name: 'Gift card', exact: true })).toBeVisible();

  await page.getByRole('link', { name: 'Add Gift Voucher' }).click();
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Validity (months)').fill('6');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(GIFT_TEXT.added)).toBeVisible();

  await page.getByRole('link', { name, exact: true }).click();
  await page.getByRole('button', { name: 'Issue a voucher' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Buyer name').fill('Imogen Hart');
  await dialog.getByLabel('Buyer email').fill('imogen@e2e.test');
  await dialog.getByRole('button', { name: 'Issue' }).click();
  const code = (await dialog.getByTestId('issued-code').textContent()) ?? '';
  expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
  await dialog.getByRole('button', { name: 'Done' }).click();

  const issued = page.getByRole('region', { name: 'Vouchers issued' });
  const row = issued.getByRole('row', { name: new RegExp(code) });
  await expect(row).toContainText('£25.00');
  await expect(row).toContainText('Active');
  await expect(row).toContainText('Imogen Hart');
});

test('a reward and its rule are added, and the rule’s page shows the sample quote', async ({
  page,
}) => {
  test.slow();
  const stamp = Date.now().toString(36);
  await signInAsAdmin(page);
  await page.goto('/applications/1/tools/rewards/new');
  await page.getByLabel('Name', { exact: true }).fill(`Spring ${stamp}`);
  await page.getByLabel('Value', { exact: true }).fill('10');
  await page.getByLabel('Maximum').fill('80.00');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(REWARD_TEXT.added)).toBeVisible();

  await page.goto('/applications/1/tools/rewardRules/new');
  await page.getByLabel('Name', { exact: true }).fill(`Spring rule ${stamp}`);
  await page.getByRole('combobox', { name: 'Reward' }).fill(stamp);
  await page.getByRole('option', { name: `Spring ${stamp}` }).click();
  await expect(page.getByRole('combobox', { name: 'Reward' })).toHaveValue(`Spring ${stamp}`);
  await page.getByLabel('Priority').fill(String(100 + (Date.now() % 9000)));
  await page.getByLabel('At Least Days Before Travel').fill('60');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(REWARD_TEXT.ruleAdded)).toBeVisible();

  // A 1,000.00 booking 60 days ahead: 10 % is 100.00, capped at 80.00.
  const sample = page.getByRole('region', { name: 'Sample quote' });
  await expect(sample.getByTestId('sample-reward')).toContainText(`Spring ${stamp}`);
  await expect(sample.getByTestId('sample-reward')).toContainText('£80.00');
});
