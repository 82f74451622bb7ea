import { expect, type Locator, type Page } from '@playwright/test';
import { widgetRegion } from './dashboards-helpers';

/** Locators and steps of e2e/app-dashboard.spec.ts: demo application 1's dashboards. */
export const APP = { id: 1, name: 'Sunny Breaks' } as const;
export const appHome = `/applications/${APP.id}`;
export const APP_BOARD = 'App widgets e2e';
/** The title of the widget the spec adds through the directory. */
export const ADDED = 'Party sizes e2e';
/** The widgets the demo seed puts on every application's default dashboard (id 0). */
export const SEEDED_APP_WIDGETS = ['Searches over time', 'Where people search', 'Party sizes'];

/** A widget's chart or table, whichever the widget draws. */
export const chartOf = (page: Page, title: string): Locator => {
  const region = widgetRegion(page, title);
  return region.getByRole('figure').or(region.getByRole('table')).first();
};

/** The widget editor's application checkboxes, which company dashboards alone have. */
export const applicationsGroup = (page: Page) => page.getByRole('group', { name: 'Applications' });

/** The application's active dashboard as the app keeps it in local storage. */
export const storedBoard = (page: Page) =>
  page.evaluate((key) => localStorage.getItem(key), `activeDashboard:application:${APP.id}`);

/** The widget directory, through the navigation link an open application adds. */
export async function openDirectory(page: Page) {
  await page.getByRole('navigation').getByRole('link', { name: 'Widgets', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Widget directory' })).toBeVisible();
}

export async function openDirectoryEntry(page: Page, widgetName: string) {
  await openDirectory(page);
  await page.getByRole('link', { name: widgetName, exact: true }).click();
  await expect(page.getByRole('heading', { name: widgetName, exact: true })).toBeVisible();
}

/** Opens the application by its address: no link of the company pages leads to one. */
export async function openApp(page: Page) {
  await page.goto(appHome);
  await expect(page.getByRole('heading', { name: APP.name })).toBeVisible();
}
