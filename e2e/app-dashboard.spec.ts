import { MSG } from '#contract/messages';
import { COMPANY_OVERVIEW_WIDGET_ID, WIDGETS } from '#contract/widget-catalogue';
import {
  ADDED,
  APP_BOARD,
  appHome,
  applicationsGroup,
  chartOf,
  openApp,
  openDirectory,
  openDirectoryEntry,
  SEEDED_APP_WIDGETS,
  storedBoard,
} from './app-dashboard-helpers';
import { editWidgets, notice, switcher, widgetRegion } from './dashboards-helpers';
import { DEMO_EDITOR } from './env';
import { expect, test } from './lane';
import { homeHeading, location, signIn, signInAsAdmin } from './support';

// The tests build on each other: the second makes the dashboard the later ones add to and read.
test.describe.configure({ mode: 'serial' });

test('the admin sees the default application dashboard', async ({ page }) => {
  await signInAsAdmin(page);
  await openApp(page);
  await expect(switcher(page)).toHaveValue('0');
  await expect(switcher(page).locator('option:checked')).toHaveText('Default');
  for (const title of SEEDED_APP_WIDGETS) await expect(chartOf(page, title)).toBeVisible();
  // The company dashboard's own widgets stay on the company page.
  await expect(widgetRegion(page, 'Company overview')).toHaveCount(0);

  // Adding from the dashboard offers the catalogue without the company-level overview.
  await page.getByRole('link', { name: 'Add widget' }).click();
  await expect(page.getByRole('heading', { name: 'Add Widget' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Searches over time' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Company overview' })).toHaveCount(0);
});

test('the admin creates an application dashboard and switches to it', async ({ page }) => {
  await signInAsAdmin(page);
  await openApp(page);
  await page.getByRole('button', { name: 'New dashboard' }).click();
  await page.getByLabel('Name').fill(APP_BOARD);
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(notice(page, 'Dashboard created')).toBeVisible();
  await expect(switcher(page)).toHaveValue(/[1-9]/);
  await expect(page.getByText('This dashboard has no widgets yet.')).toBeVisible();
  // The active dashboard is kept per application, apart from the company's.
  expect(await storedBoard(page)).toBe(await switcher(page).inputValue());

  await switcher(page).selectOption({ label: 'Default' });
  await expect(chartOf(page, 'Party sizes')).toBeVisible();
  await switcher(page).selectOption({ label: APP_BOARD });
  await expect(page.getByText('This dashboard has no widgets yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Reset to default' }).click();
  await expect(switcher(page)).toHaveValue('0');
  expect(await storedBoard(page)).toBeNull();
});

test('the admin adds a widget from the widget directory', async ({ page }) => {
  await signInAsAdmin(page);
  await openApp(page);
  await switcher(page).selectOption({ label: APP_BOARD });
  const boardId = await switcher(page).inputValue();

  await openDirectory(page);
  for (const widget of WIDGETS) {
    const shown = widget.widgetId === COMPANY_OVERVIEW_WIDGET_ID ? 0 : 1;
    await expect(page.getByRole('link', { name: widget.name, exact: true })).toHaveCount(shown);
  }
  await page.getByRole('link', { name: 'Traveller count', exact: true }).click();
  // The seeded default dashboard already holds one traveller-count widget.
  await expect(page.getByRole('link', { name: 'Party sizes', exact: true })).toBeVisible();

  // The directory adds to the application's active dashboard.
  await page.getByRole('link', { name: 'Add to dashboard' }).click();
  await expect(page.getByLabel('Widget Title')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Add Widget' })).toBeVisible();
  expect(location(page)).toBe(`${appHome}/widgets/add?dashboardId=${boardId}&widgetId=1003`);
  await expect(applicationsGroup(page)).toHaveCount(0);
  await page.getByLabel('Widget Title').fill(ADDED);
  await page.getByLabel('Date Range').selectOption({ label: 'Last 3 months' });
  await page.getByLabel('Search Type').selectOption({ label: 'Accomodation' });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(notice(page, MSG.widgetSaved)).toBeVisible();
  await expect.poll(() => location(page)).toBe(appHome);
  await expect(switcher(page)).toHaveValue(boardId);
  await expect(chartOf(page, ADDED)).toBeVisible();

  // Editing it from the dashboard (in edit mode): still no application checkboxes.
  await editWidgets(page);
  await page.getByRole('link', { name: `Edit ${ADDED}` }).click();
  await expect(page.getByRole('heading', { name: 'Edit Widget' })).toBeVisible();
  await expect(page.getByLabel('Widget Title')).toHaveValue(ADDED);
  await expect(applicationsGroup(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect.poll(() => location(page)).toBe(appHome);

  // The directory entry now lists the new instance, which opens the same editor.
  await openDirectoryEntry(page, 'Traveller count');
  await page.getByRole('link', { name: ADDED, exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Edit Widget' })).toBeVisible();
  await expect(page.getByLabel('Widget Title')).toHaveValue(ADDED);
  await expect(page.getByLabel('Search Type')).toHaveValue('1');
  await expect(applicationsGroup(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect.poll(() => location(page)).toBe(appHome);
});

test('a read-only user sees application widgets but cannot change them', async ({ page }) => {
  await signIn(page, DEMO_EDITOR.email, DEMO_EDITOR.password);
  await expect(homeHeading(page)).toBeVisible();
  await openApp(page);
  for (const title of SEEDED_APP_WIDGETS) await expect(chartOf(page, title)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add widget' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Remove' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Edit Party sizes' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Edit dashboard' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'New dashboard' })).toHaveCount(0);
  await switcher(page).selectOption({ label: APP_BOARD });
  await expect(chartOf(page, ADDED)).toBeVisible();
  // Choosing the default again is this browser's own business; deleting is not.
  await expect(page.getByRole('button', { name: 'Reset to default' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete dashboard' })).toHaveCount(0);

  await openDirectoryEntry(page, 'Traveller count');
  await expect(page.getByRole('link', { name: 'Add to dashboard' })).toHaveCount(0);
  await page.getByRole('link', { name: ADDED, exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Edit Widget' })).toBeVisible();
  await expect(page.getByLabel('Widget Title')).toBeDisabled();
  await expect(page.getByLabel('Search Type')).toBeDisabled();
  await expect(applicationsGroup(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to dashboard' }).click();
  await expect.poll(() => location(page)).toBe(appHome);
  await expect(page.getByRole('link', { name: `View ${ADDED}` })).toBeVisible();
});
