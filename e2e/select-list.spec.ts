import type { Locator, Page } from '@playwright/test';
import { TIME_ZONE_OPTIONS } from '#contract/time-zones';
import { DEMO_COMPANY } from './env';
import { expect, test } from './lane';
import { signInAsAdmin } from './support';

async function expectInsideWindow(page: Page, list: Locator) {
  const box = await list.boundingBox();
  const size = page.viewportSize();
  expect(box && size).toBeTruthy();
  if (!box || !size) return;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(size.height);
}

test('a long choice list opens inside the window, above a trigger at its foot, and its last choice is taken by pointer', async ({
  page,
}) => {
  // The time zones: hundreds of choices, the same on every machine.
  const last = TIME_ZONE_OPTIONS.at(-1)?.label ?? '';
  await signInAsAdmin(page);
  await page.goto(`/companies/${DEMO_COMPANY.id}/settings`);
  const trigger = page.getByRole('combobox', { name: 'Time zone' });
  for (const footRoom of [0, 300]) {
    // Below the trigger first the whole list's room, then almost none, so the list turns above.
    await trigger.scrollIntoViewIfNeeded();
    await page.evaluate((by) => window.scrollBy(0, -by), footRoom);
    await trigger.click();
    const list = page.getByRole('listbox');
    await expect(list).toBeVisible();
    await expectInsideWindow(page, list);
    await page.getByRole('option', { name: last, exact: true }).click();
    await expect(list).toBeHidden();
    await expect(trigger).toHaveText(last);
  }
});
