import { EXTRA_TEXT } from '#contract/extras';
import { LEVEL_TEXT } from '#contract/membership-levels';
import { expect, test } from './lane';
import { signInAsAdmin } from './support';

test('a membership level is added and an extra is added to a group', async ({ page }) => {
  // A sign-in, two saves and several page loads, on a machine that may be busy.
  test.slow();
  const stamp = Date.now().toString(36);
  await signInAsAdmin(page);

  await page.goto('/applications/1/tools/membership-levels');
  await expect(page.getByRole('heading', { name: 'Membership Levels' })).toBeVisible();
  await page.getByRole('link', { name: 'Add Membership Level' }).click();
  await page.getByLabel('Name', { exact: true }).fill(`Platinum ${stamp}`);
  await page.getByLabel('Price', { exact: true }).fill('249.00');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(LEVEL_TEXT.added)).toBeVisible();
  await expect(page.getByText('No members')).toBeVisible();

  await page.goto('/applications/1/tools/extraGroups');
  await expect(page.getByRole('heading', { name: 'Extra Groups' })).toBeVisible();
  await page.getByRole('link', { name: 'Extras Transfers' }).click();
  await expect(page.getByRole('heading', { name: 'Extras of Transfers' })).toBeVisible();
  await page.getByRole('link', { name: 'Add Extra' }).click();
  await page.getByLabel('Name', { exact: true }).fill(`Meet and greet ${stamp}`);
  await page.getByLabel('Price', { exact: true }).fill('30.00');
  await page.getByRole('checkbox', { name: 'Accommodation' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(EXTRA_TEXT.added)).toBeVisible();

  await page.goto('/applications/1/tools/extraGroups');
  await page.getByRole('link', { name: 'Extras Transfers' }).click();
  await expect(
    page.getByRole('link', { name: `Meet and greet ${stamp}`, exact: true }),
  ).toBeVisible();
});

test('the tools index lists each tool with what it does, reached from the Tools section', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto('/applications/1');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'Tools' }).click();
  await nav.getByRole('link', { name: 'All tools' }).click();
  await expect(page.getByRole('heading', { name: 'Tools', level: 1 })).toBeVisible();
  const levels = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ hasText: 'Membership levels' });
  await expect(levels.getByText(/Paid levels for customers/)).toBeVisible();
  await levels.getByRole('link', { name: 'Membership levels' }).click();
  await expect(page.getByRole('heading', { name: 'Membership Levels' })).toBeVisible();
});
