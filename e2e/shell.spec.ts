import type { Page } from '@playwright/test';
import { DEMO_COMPANY, DEMO_EDITOR } from './env';
import { expect, test } from './lane';
import { adminApi } from './model/accounts';
import { homeHeading, location, signIn, signInAsAdmin } from './support';

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const pinned = (page: Page) => page.getByRole('navigation', { name: 'Starred pages' });
const html = (page: Page) => page.locator('html');
const menuGroup = (page: Page, name: string) => page.getByRole('group', { name, exact: true });

async function chooseTheme(page: Page, item: string) {
  await page.getByRole('button', { name: 'Theme settings' }).click();
  await menuGroup(page, 'Theme').getByRole('menuitemradio', { name: item, exact: true }).click();
  await page.keyboard.press('Escape');
}

test('the navigation shows an admin more than a read-only editor, and marks the page', async ({
  page,
  browser,
}) => {
  await signInAsAdmin(page);
  await expect(nav(page).getByRole('link', { name: 'Roles', exact: true })).toBeVisible();
  await expect(nav(page).getByRole('link', { name: 'New role' })).toBeVisible();
  await nav(page).getByRole('link', { name: 'Users', exact: true }).click();
  await expect(nav(page).getByRole('link', { name: 'Users', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );

  const other = await browser.newContext();
  const editor = await other.newPage();
  await signIn(editor, DEMO_EDITOR.email, DEMO_EDITOR.password);
  await expect(homeHeading(editor)).toBeVisible();
  await expect(nav(editor).getByRole('link', { name: 'Roles', exact: true })).toBeVisible();
  await expect(nav(editor).getByRole('link', { name: 'New role' })).toHaveCount(0);
  await expect(nav(editor).getByRole('heading', { name: 'Quick add' })).toHaveCount(0);
  await other.close();
});

test('a starred page is pinned and still starred in a fresh browser', async ({ page, browser }) => {
  await signInAsAdmin(page);
  await nav(page).getByRole('link', { name: 'Roles', exact: true }).click();
  await page.getByRole('button', { name: 'Star', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Starred', exact: true })).toBeVisible();
  await expect(pinned(page).getByRole('link', { name: 'Roles', exact: true })).toBeVisible();

  const other = await browser.newContext();
  const fresh = await other.newPage();
  await signInAsAdmin(fresh);
  await pinned(fresh).getByRole('link', { name: 'Roles', exact: true }).click();
  expect(location(fresh)).toBe(`/companies/${DEMO_COMPANY.id}/roles`);
  await fresh.getByRole('button', { name: 'Starred', exact: true }).click();
  await expect(fresh.getByRole('button', { name: 'Star', exact: true })).toBeVisible();
  await expect(pinned(fresh)).toHaveCount(0);
  await other.close();
});

test('theme settings apply at once, survive a reload and follow the user', async ({
  page,
  browser,
}) => {
  await signInAsAdmin(page);
  await chooseTheme(page, 'Dark');
  await expect(html(page)).toHaveAttribute('data-theme', 'dark');
  await page.getByRole('button', { name: 'Theme settings' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Floating navbar' }).click();
  await menuGroup(page, 'Primary colour').getByRole('menuitemradio', { name: 'Success' }).click();
  await page.keyboard.press('Escape');
  await expect(html(page)).toHaveAttribute('data-navbar', 'static');

  await page.reload();
  await expect(homeHeading(page)).toBeVisible();
  await expect(html(page)).toHaveAttribute('data-theme', 'dark');
  await expect(html(page)).toHaveAttribute('data-primary', 'success');

  const other = await browser.newContext();
  const fresh = await other.newPage();
  await signInAsAdmin(fresh);
  await expect(html(fresh)).toHaveAttribute('data-theme', 'dark');
  await expect(html(fresh)).toHaveAttribute('data-navbar', 'static');
  await other.close();

  // Back to the defaults for the other tests.
  await chooseTheme(page, 'Light');
  await page.getByRole('button', { name: 'Theme settings' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Floating navbar' }).click();
  await menuGroup(page, 'Primary colour').getByRole('menuitemradio', { name: 'Primary' }).click();
  await page.keyboard.press('Escape');
  await expect(html(page)).toHaveAttribute('data-navbar', 'floating');
});

test('a first visit follows the system theme, and System keeps following it', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/login');
  await expect(html(page)).toHaveAttribute('data-theme', 'dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await page.reload();
  await expect(html(page)).toHaveAttribute('data-theme', 'light');

  await signInAsAdmin(page);
  await chooseTheme(page, 'System');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(html(page)).toHaveAttribute('data-theme', 'dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(html(page)).toHaveAttribute('data-theme', 'light');
  await chooseTheme(page, 'Light');
});

test('the command palette finds a page by keyboard alone', async ({ page }) => {
  await signInAsAdmin(page);
  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: 'Go to a page' });
  await expect(palette).toBeVisible();
  await page.keyboard.type('settings');
  await page.keyboard.press('Enter');
  await expect(palette).toBeHidden();
  expect(location(page)).toBe(`/companies/${DEMO_COMPANY.id}/settings`);

  await page.keyboard.press('Control+k');
  await page.keyboard.type('no such page at all');
  await expect(palette.getByText('No page matches.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(palette).toBeHidden();
});

test('an application is reached by clicking: the top bar switcher and the palette', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.getByRole('button', { name: 'Applications', exact: true }).click();
  await page.getByRole('menuitem', { name: 'City Hopper' }).click();
  await expect.poll(() => location(page)).toBe('/applications/2');
  await expect(page.getByRole('button', { name: 'Application: City Hopper' })).toBeVisible();
  await expect(nav(page).getByRole('link', { name: 'Widgets' })).toBeVisible();

  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: 'Go to a page' });
  await expect(palette.getByRole('combobox')).toBeFocused();
  await page.keyboard.type('Alpine Trails: Widgets');
  await expect(palette.getByRole('option', { name: /Alpine Trails: Widgets/ })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(palette).toBeHidden();
  await expect.poll(() => location(page)).toBe('/applications/3/widgets');
});

test('a folded navigation section opens by its title, stays open after a reload, and opens by itself on its page', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto('/applications/1');
  const section = nav(page).getByRole('button', { name: 'Suppliers and pricing' });
  const rules = nav(page).getByRole('link', { name: 'Pricing rules' });
  await expect(section).toHaveAttribute('aria-expanded', 'false');
  await expect(rules).toBeHidden();
  await section.click();
  await expect(rules).toBeVisible();
  await page.reload();
  await expect(rules).toBeVisible();
  await section.click();
  await expect(rules).toBeHidden();
  // Folded by the user, yet open while its own page is shown.
  await page.goto('/applications/1/pricingRules');
  await expect(rules).toHaveAttribute('aria-current', 'page');
});

test('a platform admin reaches the CRM from home by clicking: the navigation, the account menu, the palette', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await nav(page).getByRole('link', { name: 'Platform admin' }).click();
  await expect.poll(() => location(page)).toBe('/admin/crm');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.goto('/');
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('menuitem', { name: 'Platform admin' }).click();
  await expect.poll(() => location(page)).toBe('/admin/crm');

  await page.goto('/');
  await page.getByRole('button', { name: 'Go to…' }).click();
  await page.getByRole('option', { name: /Platform admin: Audit trail/ }).click();
  await expect.poll(() => location(page)).toBe('/admin/audit');
});

test('the tour shows on first sign-in, can be skipped, stays skipped in a new browser, and restarts from the account menu', async ({
  page,
  browser,
  request,
}) => {
  // A user of their own: the tour shows once per user, whatever other tests did.
  const user = await (await adminApi(request)).freshUser();
  await signIn(page, user.email, user.password);
  const tour = page.getByRole('region', { name: 'Find your way' });
  await expect(tour).toBeVisible();
  await tour.getByRole('button', { name: 'Next step' }).click();
  await expect(page.getByRole('heading', { name: 'Star the pages you use most' })).toBeFocused();
  await page.getByRole('button', { name: 'Skip tour' }).click();
  await expect(page.getByText('Tour, step')).toHaveCount(0);
  await page.reload();
  await expect(homeHeading(page)).toBeVisible();
  await expect(page.getByText('Tour, step')).toHaveCount(0);

  const other = await browser.newContext();
  const fresh = await other.newPage();
  // The access token lives 5 s in these runs: on a slow machine the first ask may be refused and
  // asked again after the refresh, so the answer awaited is the one that got through.
  const asked = fresh.waitForResponse(
    (res) => res.url().endsWith('/api/preferences/tour') && res.status() !== 401,
  );
  await signIn(fresh, user.email, user.password);
  expect(await (await asked).json()).toEqual({ done: true });
  // A render after the answer: the account menu opens, and the tour has not.
  await fresh.getByRole('button', { name: 'Account' }).click();
  await expect(fresh.getByRole('menuitem', { name: 'Restart tour' })).toBeVisible();
  await expect(fresh.getByText('Tour, step')).toHaveCount(0);
  await other.close();

  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('menuitem', { name: 'Restart tour' }).click();
  await expect(page.getByRole('heading', { name: 'Find your way' })).toBeVisible();
});

test('below md the navigation is a drawer that closes after a link', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signInAsAdmin(page);
  await expect(nav(page)).toBeHidden();
  await page.getByRole('button', { name: 'Menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Main' });
  await drawer.getByRole('link', { name: 'Roles', exact: true }).click();
  await expect(drawer).toBeHidden();
  expect(location(page)).toBe(`/companies/${DEMO_COMPANY.id}/roles`);
});
