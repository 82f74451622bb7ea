import { MSG } from '#contract/messages';
import { WIDGETS } from '#contract/widget-catalogue';
import {
  BOARD,
  dragOnto,
  editWidgets,
  home,
  notice,
  openBoard,
  shownOrder,
  switcher,
  widgetRegion,
} from './dashboards-helpers';
import { DEMO_EDITOR } from './env';
import { expect, test } from './lane';
import { homeHeading, location, signIn, signInAsAdmin } from './support';

// The tests build on each other: the first makes the dashboard the others use.
test.describe.configure({ mode: 'serial' });
// Tall enough for a dashboard's whole widget list to be on screen while dragging.
test.use({ viewport: { width: 1280, height: 1400 } });

test('the admin adds every widget type to a new company dashboard and sees its chart', async ({
  page,
}) => {
  // Every widget type, each saved and drawn: over a minute on a busy 2-core machine.
  test.slow();
  await signInAsAdmin(page);
  await page.getByRole('button', { name: 'New dashboard' }).click();
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Dashboard name is required')).toBeVisible();
  await page.getByLabel('Name').fill(BOARD);
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(switcher(page)).toHaveValue(/[1-9]/);

  for (const widget of WIDGETS) {
    await page.getByRole('link', { name: 'Add widget' }).click();
    await page.getByRole('link', { name: widget.name, exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Add Widget' })).toBeVisible();
    // The application checkboxes are hidden for the company overview only.
    await expect(page.getByRole('group', { name: 'Applications' })).toHaveCount(
      widget.settings.applications ? 1 : 0,
    );
    if (!widget.settings.hidePresets) {
      await page.getByLabel('Date Range').selectOption({ label: 'Last 3 months' });
    }
    if (widget.settings.searchTypeIds) {
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Search type is required')).toBeVisible();
      await page.getByLabel('Search Type').selectOption({ label: 'Accomodation' });
    }
    if (widget.settings.latLonAccuracy) {
      await page.getByLabel('Latitude/Longitude Accuracy').selectOption({ label: 'Low' });
    }
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(notice(page, MSG.widgetSaved)).toBeVisible();
    await expect.poll(() => location(page)).toBe(home);
    const region = widgetRegion(page, widget.name);
    await expect(region.getByRole('figure').or(region.getByRole('table')).first()).toBeVisible();
  }
  // Edit and Remove show in edit mode only; a screen reader tells the Remove buttons apart by
  // the widget they remove.
  await expect(page.getByRole('button', { name: /^Remove / })).toHaveCount(0);
  await editWidgets(page);
  for (const widget of WIDGETS) {
    await expect(
      page.getByRole('button', { name: `Remove ${widget.name}`, exact: true }),
    ).toHaveCount(1);
  }
});

test('the admin edits a widget to a custom range', async ({ page }) => {
  await signInAsAdmin(page);
  await openBoard(page);
  await editWidgets(page);
  await page.getByRole('link', { name: 'Edit Traveller count' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Widget' })).toBeVisible();
  await page.getByLabel('Custom date').check();
  await page.getByLabel('From', { exact: true }).fill('2026-01-01');
  await page.getByLabel('To', { exact: true }).fill('2026-02-01');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(notice(page, MSG.widgetSaved)).toBeVisible();

  await page.getByRole('link', { name: 'Edit Traveller count' }).click();
  await expect(page.getByLabel('Custom date')).toBeChecked();
  await expect(page.getByLabel('To', { exact: true })).toHaveValue('01/02/2026');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect.poll(() => location(page)).toBe(home);
});

test('the admin reorders widgets by keyboard and by drag', async ({ page }) => {
  await signInAsAdmin(page);
  await openBoard(page);
  const before = await shownOrder(page);
  const [first, second] = before;
  await page.getByRole('link', { name: 'Edit dashboard' }).click();
  await expect(page.getByLabel('Name')).toHaveValue(BOARD);

  // Keyboard: Space lifts the first widget, ArrowDown moves it one place, Space drops it; each
  // step waits for what the live region tells a screen-reader user.
  const said = (text: string) => expect(page.getByText(text, { exact: true })).toBeAttached();
  const lifted = page.getByRole('button', { name: `Move ${first}` });
  await lifted.focus();
  await page.keyboard.press('Space');
  await expect(lifted).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('ArrowDown');
  await said(`${first} moved to position 2 of ${before.length}.`);
  await page.keyboard.press('Space');
  await said(`${first} dropped at position 2 of ${before.length}.`);
  const list = page.getByRole('list', { name: 'Widgets in order' }).getByRole('listitem');
  await expect(list.nth(0)).toHaveText(new RegExp(`${second}`));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(notice(page, 'Dashboard saved')).toBeVisible();
  await expect.poll(() => location(page)).toBe(home);
  await expect.poll(async () => (await shownOrder(page)).slice(0, 2)).toEqual([second, first]);

  // Drag: the last widget's handle to the top of the list.
  await page.getByRole('link', { name: 'Edit dashboard' }).click();
  const last = before.at(-1) ?? '';
  const handle = page.getByRole('button', { name: `Move ${last}` });
  const target = page.getByRole('button', { name: `Move ${second}` });
  await dragOnto(page, handle, target);
  await expect(list.nth(0)).toHaveText(new RegExp(last));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(notice(page, 'Dashboard saved')).toBeVisible();
  await expect.poll(async () => (await shownOrder(page))[0]).toBe(last);
});

test('the admin creates and switches dashboards, resets to the default, and deletes one', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await openBoard(page);
  // The active dashboard is kept in local storage, so the page opens on it again.
  const active = await switcher(page).inputValue();
  const stored = () => page.evaluate(() => localStorage.getItem('activeDashboard:company:1'));
  expect(await stored()).toBe(active);
  await page.getByRole('link', { name: 'Edit dashboard' }).click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(switcher(page)).toHaveValue(active);
  await page.getByRole('button', { name: 'New dashboard' }).click();
  await page.getByLabel('Name').fill('Scratch');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('This dashboard has no widgets yet.')).toBeVisible();
  await switcher(page).selectOption({ label: BOARD });
  await expect(widgetRegion(page, 'Search locations')).toBeVisible();
  await page.getByRole('button', { name: 'Reset to default' }).click();
  await expect(switcher(page)).toHaveValue('0');
  await switcher(page).selectOption({ label: 'Scratch' });
  await page.getByRole('button', { name: 'Delete dashboard' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(notice(page, 'Dashboard deleted')).toBeVisible();
  await expect(switcher(page)).toHaveValue('0');
  await expect(switcher(page).getByRole('option', { name: 'Scratch' })).toHaveCount(0);
});

test('a read-only user sees widgets but cannot change them', async ({ page }) => {
  await signIn(page, DEMO_EDITOR.email, DEMO_EDITOR.password);
  await expect(homeHeading(page)).toBeVisible();
  await switcher(page).selectOption({ label: BOARD });
  await expect(page.getByRole('link', { name: 'Add widget' })).toHaveCount(0);
  await page.getByRole('link', { name: 'View Search locations' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Widget' })).toBeVisible();
  await expect(page.getByLabel('Widget Title')).toBeDisabled();
  await expect(page.getByLabel('Search Type')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
});

test('a new widget is on the dashboard right after Save, before the dashboard is read again', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await openBoard(page);
  const before = await shownOrder(page);
  // Every later read of the dashboards is held back: what shows comes from the save itself.
  await page.route('**/api/companies/*/dashboards**', (route) =>
    route.request().method() === 'GET' ? undefined : route.fallback(),
  );
  await page.getByRole('link', { name: 'Add widget' }).click();
  await page.getByRole('link', { name: 'Travel duration', exact: true }).click();
  await page.getByLabel('Widget Title').fill('Right after save');
  await page.getByLabel('Date Range').selectOption({ label: 'Last 3 months' });
  await page.getByLabel('Search Type').selectOption({ label: 'Accomodation' });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(notice(page, MSG.widgetSaved)).toBeVisible();
  await expect.poll(() => location(page)).toBe(home);
  await expect(widgetRegion(page, 'Right after save')).toBeVisible();
  expect(await shownOrder(page)).toEqual([...before, 'Right after save']);
});
