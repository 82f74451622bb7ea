import type { Page } from '@playwright/test';
import { SUPPLIER_TEXT } from '#contract/suppliers';
import { expect } from './lane';

/** Adds a setting definition from the supplier's details page and comes back to it. */
export async function addSetting(
  page: Page,
  details: string,
  setting: { name: string; label: string; type: string; defaultValue?: string },
) {
  const panel = page.getByRole('region', { name: 'Setting Definitions' });
  // The toolbar's link; an empty list offers a second one in its empty state.
  await panel.getByRole('link', { name: 'Add Setting' }).first().click();
  await page.getByLabel('Name', { exact: true }).fill(setting.name);
  await page.getByLabel('Label', { exact: true }).fill(setting.label);
  await page.getByLabel('Type', { exact: true }).selectOption({ label: setting.type });
  await page.getByLabel('Required').check();
  if (setting.defaultValue) await page.getByLabel('Default Value').fill(setting.defaultValue);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(SUPPLIER_TEXT.settingAdded)).toBeVisible();
  await page.goto(details);
}
