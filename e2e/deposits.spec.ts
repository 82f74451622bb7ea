import type { APIRequestContext } from '@playwright/test';
import { DEPOSIT_OPTION_TEXT } from '#contract/deposit-options';
import { DEPOSIT_RULE_TEXT } from '#contract/deposit-rules';
import type { QuoteAnswer } from '#contract/pricing-quote';
import { DEMO_COMPANY, E2E_ADMIN } from './env';
import { expect, test } from './lane';
import { signInAsAdmin } from './support';

/** Sunny Breaks: the demo's deposit rules are there. No other spec quotes with its key. */
const APP = 1;
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

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

test('a deposit option and rule are added, the rule moved first by keyboard, and its preview matches the quote', async ({
  page,
  request,
}) => {
  // A sign-in, two saves, a reorder and several page loads, on a machine that may be busy.
  test.slow();
  const stamp = Date.now().toString(36);
  const option = `Three payments ${stamp}`;
  const rule = `Early birds ${stamp}`;
  await signInAsAdmin(page);

  // The option, with its description's live preview.
  await page.goto(`/applications/${APP}/depositoptions/add`);
  await page.getByLabel('Name', { exact: true }).fill(option);
  await page.getByLabel('Type', { exact: true }).selectOption({ label: 'Instalment payment' });
  await page.getByLabel('Amount Paid Today').fill('15');
  await page.getByLabel('Number of Instalments').fill('3');
  await page
    .getByLabel('Description', { exact: true })
    .fill('Pay {AMOUNT} today, then {INSTALLMENTS} monthly payments.');
  await expect(page.getByTestId('description-preview')).toHaveText(
    'Pay 150.00 today, then 3 monthly payments.',
  );
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(DEPOSIT_OPTION_TEXT.added)).toBeVisible();

  // The rule offering it.
  await page.goto(`/applications/${APP}/depositrules/add`);
  await page.getByLabel('Name', { exact: true }).fill(rule);
  await page.getByLabel('Priority').fill(String(100 + (Date.now() % 9000)));
  await page.getByLabel('Minimum Days Before Travel').fill('90');
  await page.getByLabel('Balance Due Days Before Travel').fill('30');
  await page.getByRole('checkbox', { name: option }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(DEPOSIT_RULE_TEXT.added)).toBeVisible();
  const view = page.url();

  // Keyboard: Space lifts the rule, ArrowUp moves it a place at a time, Space drops it first.
  await page.goto(`/applications/${APP}/depositrules`);
  const rows = page
    .getByRole('list', { name: 'Deposit rules in order of priority' })
    .getByRole('listitem');
  const handle = page.getByRole('button', { name: `Move ${rule}` });
  await expect(handle).toBeVisible();
  const count = await rows.count();
  await handle.focus();
  await page.keyboard.press('Space');
  for (let step = count; step > 1; step--) {
    await page.keyboard.press('ArrowUp');
    await expect(
      page.getByText(`${rule} moved to priority ${step - 1} of ${count}.`),
    ).toBeAttached();
  }
  await page.keyboard.press('Space');
  await expect(page.getByText(DEPOSIT_RULE_TEXT.reordered)).toBeVisible();
  await expect(rows.first()).toContainText(`1. ${rule}`);

  // A booking site's quote for a refundable basket 120 days away…
  const key = await ingestionKey(request);
  const travel = inDays(120);
  const answer = await request.post(`/api/applications/${APP}/pricing/quote`, {
    headers: { 'x-ingestion-key': key },
    data: {
      items: [
        {
          productType: 'Flights',
          supplierId: 1,
          supplierPrice: '812.40',
          currency: 'EUR',
          travelStart: travel,
          travelEnd: inDays(127),
          destination: { countryCode: 'FR', name: 'Nice' },
          refundable: true,
        },
      ],
    },
  });
  expect(answer.status()).toBe(200);
  const quote = (await answer.json()) as QuoteAnswer;
  expect(quote.deposit).toMatchObject({ optionName: option, ruleName: rule });

  // …and the rule page's preview for the same total and dates.
  await page.goto(view);
  await page.getByLabel('Total', { exact: true }).fill(quote.total);
  await page.getByLabel('Travel Start').fill(travel);
  const schedule = page.getByTestId('deposit-schedule');
  await expect(schedule.getByTestId('initial-amount')).toHaveAttribute(
    'data-amount',
    quote.deposit?.initialAmount ?? '',
  );
  await expect(schedule.getByTestId('balance-due').locator('time')).toHaveAttribute(
    'datetime',
    quote.deposit?.balanceDueDate ?? '',
  );
  const instalments = schedule.getByRole('list', { name: 'Instalments' }).getByRole('listitem');
  await expect(instalments).toHaveCount(quote.deposit?.instalments.length ?? 0);
  for (const [index, due] of (quote.deposit?.instalments ?? []).entries()) {
    await expect(instalments.nth(index)).toHaveAttribute('data-due', due.dueDate);
    await expect(instalments.nth(index)).toHaveAttribute('data-amount', due.amount);
  }
});
