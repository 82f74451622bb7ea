import { REGISTER_TEXT } from '#contract/register';
import { expect, test } from './lane';
import { outboxMailsTo } from './outbox';

async function subjectsTo(to: string): Promise<string[]> {
  return (await outboxMailsTo(to)).map((m) => m.subject);
}

test('a company registers its interest and is acknowledged by email', async ({ page }) => {
  const email = `owner.${Date.now()}@sunny-tours.test`;
  await page.goto('/register');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Company name is required')).toBeVisible();

  await page.getByLabel('Company name').fill('Sunny Tours');
  await page.getByLabel('Company type').selectOption('TourOp');
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone').fill('+44 20 7946 0000');
  await page.getByLabel('Country').selectOption('IE');
  await page.getByLabel('Message').fill('We run three branded sites.');
  await page.getByRole('button', { name: 'Register' }).click();

  await expect(page.getByText(REGISTER_TEXT.received)).toBeVisible();
  await expect.poll(() => subjectsTo(email)).toEqual(['We received your registration of interest']);
});
