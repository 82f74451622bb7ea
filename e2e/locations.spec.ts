import { LOCATION_TEXT } from '#contract/locations';
import { expect, test } from './lane';
import { signInAsAdmin } from './support';

const TOOLS = '/applications/1/tools';

test('a top location is added and moved first by keyboard, and the order is kept', async ({
  page,
}) => {
  // A sign-in, a save, a reorder and three page loads, on a machine that may be busy.
  test.slow();
  const name = `Lisbon ${Date.now().toString(36)}`;
  await signInAsAdmin(page);
  await page.goto(`${TOOLS}/top-locations/new`);
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Country Code').fill('PT');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(LOCATION_TEXT.topAdded)).toBeVisible();

  // Keyboard: Space lifts it, ArrowUp moves it a place at a time, Space drops it first.
  await page.goto(`${TOOLS}/top-locations`);
  const order = page.getByRole('list', { name: 'Top locations in the order the site shows them' });
  const rows = order.getByRole('listitem');
  const handle = page.getByRole('button', { name: `Move ${name}` });
  await expect(handle).toBeVisible();
  const count = await rows.count();
  await expect(rows.last()).toContainText(name);
  await handle.focus();
  await page.keyboard.press('Space');
  for (let step = count; step > 1; step--) {
    await page.keyboard.press('ArrowUp');
    await expect(
      page.getByText(`${name} moved to position ${step - 1} of ${count}.`),
    ).toBeAttached();
  }
  await page.keyboard.press('Space');
  await expect(page.getByText(LOCATION_TEXT.reordered)).toBeVisible();

  await page.reload();
  await expect(rows.first()).toContainText(`1. ${name} (PT)`);
});

test('a location list opens its countries, a country its regions, with breadcrumbs back', async ({
  page,
}) => {
  test.slow();
  await signInAsAdmin(page);
  await page.goto(`${TOOLS}/location-lists`);
  await page.getByRole('link', { name: 'Sun destinations', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Countries of Sun destinations' })).toBeVisible();
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('link', { name: 'Location lists' })).toBeVisible();
  await expect(crumbs).toContainText('Sun destinations');

  await page.getByRole('link', { name: 'Spain', exact: true }).click();
  await expect(page).toHaveURL(/\/location-lists\/\d+\/\d+\/level2$/);
  await expect(page.getByRole('heading', { name: 'Regions of Spain' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Andalusia', exact: true })).toBeVisible();
  await expect(crumbs.getByRole('link', { name: 'Sun destinations' })).toBeVisible();
  await expect(crumbs).toContainText('Spain');

  await page.getByRole('link', { name: 'Andalusia', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Cities of Andalusia' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Málaga', exact: true })).toBeVisible();
  await crumbs.getByRole('link', { name: 'Spain' }).click();
  await expect(page.getByRole('heading', { name: 'Regions of Spain' })).toBeVisible();
  await crumbs.getByRole('link', { name: 'Sun destinations' }).click();
  await expect(page.getByRole('heading', { name: 'Countries of Sun destinations' })).toBeVisible();
});
