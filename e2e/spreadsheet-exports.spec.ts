import { EXPORT_TEXT } from '#contract/spreadsheet-exports';
import { expect, test } from './lane';
import { outboxMailsTo } from './outbox';
import { signInAsAdmin } from './support';

test('a scheduled export is added, run now, and its file’s mail arrives in the outbox', async ({
  page,
}) => {
  // A sign-in, a save, a run in the background and the outbox's sender, on a busy machine.
  test.slow();
  const stamp = Date.now().toString(36);
  const name = `Finance ${stamp}`;
  const to = `finance-${stamp}@e2e.test`;
  await signInAsAdmin(page);
  await page.goto('/applications/1/tools');
  await page.getByRole('link', { name: 'Spreadsheet integration' }).click();
  await expect(page.getByRole('heading', { name: 'Scheduled Exports' })).toBeVisible();
  // The demo's two exports, each with yesterday's run.
  await expect(
    page.getByRole('link', { name: 'Daily bookings for finance', exact: true }),
  ).toBeVisible();

  await page.getByRole('link', { name: 'Add Scheduled Export' }).click();
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Recipients').fill(to);
  await page.getByLabel('Time', { exact: true }).fill('07:15');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(EXPORT_TEXT.added)).toBeVisible();

  await page.getByRole('button', { name: 'Run now' }).click();
  await expect(page.getByText(EXPORT_TEXT.started)).toBeVisible();
  const runs = page.getByRole('region', { name: 'Runs' });
  await expect(runs.getByRole('row', { name: /Run now/ })).toContainText('Done');
  await expect(runs.getByRole('button', { name: /Download the file of run/ })).toBeVisible();

  await expect
    .poll(async () => (await outboxMailsTo(to)).map((m) => m.subject))
    .toEqual([EXPORT_TEXT.subject(name)]);
  const [mail] = await outboxMailsTo(to);
  expect(mail?.links[0]).toMatch(/\/applications\/1\/tools\/spreadsheet-integration\/\d+\/edit$/);
});
