import { expect, type Locator, type Page } from '@playwright/test';
import { DEMO_COMPANY } from './env';
import { homeHeading } from './support';

/** Locators and steps of e2e/dashboards.spec.ts. */
export const home = `/companies/${DEMO_COMPANY.id}`;
export const BOARD = 'Widgets e2e';
export const notice = (page: Page, text: string) =>
  page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: text }).first();
export const widgetRegion = (page: Page, title: string) =>
  page.getByRole('region', { name: title, exact: true });
export const switcher = (page: Page) => page.getByLabel('Dashboard', { exact: true });
/** The widget titles in the order the dashboard shows them. */
export const shownOrder = (page: Page) =>
  page
    .locator('[data-widget-id] > section')
    .evaluateAll((all) => all.map((el) => el.getAttribute('aria-label')));

// Home (/), where signing in lands, is the company dashboard: the board is chosen there.
// Returns once the board's widgets are on the page: a switch first shows a loading block, and
// reading the widget order then found none.
export async function openBoard(page: Page) {
  await expect(homeHeading(page)).toBeVisible();
  await switcher(page).selectOption({ label: BOARD });
  await expect(page.locator('[data-widget-id] > section').first()).toBeVisible();
}

/** Drags one handle onto another with the mouse, in small steps as a hand would. */
export async function dragOnto(page: Page, handle: Locator, target: Locator) {
  const from = await handle.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('the handles are not on screen');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y - 10, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + 2, { steps: 20 });
  await page.mouse.up();
}

/** Turns the dashboard's edit mode on (the widgets' Edit and Remove controls), if it is off. */
export async function editWidgets(page: Page) {
  const toggle = page.getByRole('button', { name: 'Edit widgets' });
  if ((await toggle.getAttribute('aria-pressed')) !== 'true') await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
}
