import type { Locator, Page } from '@playwright/test';
import { ACCOUNT_TEXT } from '#contract/account';
import { AUDIT_TEXT } from '#contract/audit';
import { THEMES } from '#contract/constants';
import { MSG } from '#contract/messages';
import { axeViolations } from './axe';
import { DEMO_COMPANY } from './env';
import { expect, test } from './lane';
import { signInAsAdmin } from './support';

const company = `/companies/${DEMO_COMPANY.id}`;
/** Sunny Breaks, whose demo orders the list opens with. */
const APP = 1;

/** A format no page shows by chance: neither the default dd/MM/yyyy, nor ISO, nor US. */
const DATE = /\b\d{4}\.\d{2}\.\d{2}\b/;
const DATE_TIME = /\b\d{4}\.\d{2}\.\d{2} \d{2}:\d{2}\b/;
/** The formats pages showed before there was one formatter. */
const OTHER = /\b\d{1,2}\/\d{1,2}\/\d{4}\b|\b\d{4}-\d{2}-\d{2}\b|\d{1,2}:\d{2}:\d{2} [AP]M/;

async function setDateFormats(page: Page, date: string, dateTime: string) {
  await page.goto('/account');
  await page.getByLabel('Date format', { exact: true }).fill(date);
  await page.getByLabel('Date and time format', { exact: true }).fill(dateTime);
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText(ACCOUNT_TEXT.settingsSaved).first()).toBeVisible();
}

/** The cells of a grid's column, by its header's text. */
async function column(table: Locator, header: string): Promise<Locator> {
  await expect(table.getByRole('columnheader').first()).toBeVisible();
  const headers = await table.getByRole('columnheader').allInnerTexts();
  const index = headers.findIndex((text) => text.replace(/[▲▼↕]/g, '').trim() === header);
  expect(index, `${header} in ${headers.join(', ')}`).toBeGreaterThanOrEqual(0);
  return table.locator(`tbody tr td:nth-child(${index + 1})`);
}

// A theme's colours move over 120 ms when it changes; axe must read where they end.
test.use({ reducedMotion: 'reduce' });

async function setTimeZone(page: Page, zone: string) {
  await page.goto(`${company}/settings`);
  await page.getByRole('combobox', { name: 'Time zone' }).click();
  await page.getByRole('option', { name: zone.replaceAll('_', ' '), exact: true }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(MSG.companySettingsSaved).first()).toBeVisible();
}

/** A moment as yyyy.MM.dd HH:mm on the wall clock of a zone. */
function wallClock(at: number, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}.${part('month')}.${part('day')} ${part('hour')}:${part('minute')}`;
}

test.afterEach(async ({ page }) => {
  // The admin's formats and the company's zone go back to the demo's, for the specs after this
  // one in its lane.
  await setDateFormats(page, 'dd/MM/yyyy', 'dd/MM/yyyy HH:mm');
  await setTimeZone(page, 'UTC');
});

test('times read in the company’s time zone: the audit trail after a change of zone', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await setDateFormats(page, 'yyyy.MM.dd', 'yyyy.MM.dd HH:mm');
  // Kathmandu is 5 h 45 min off UTC, so no browser's own zone can pass for it by chance.
  const zone = 'Asia/Kathmandu';
  const before = Date.now();
  await setTimeZone(page, zone);
  await page.goto(`${company}/audit`);
  const trail = page.getByRole('table', { name: AUDIT_TEXT.title });
  const when = (await column(trail, 'When')).first();
  await expect(when).toHaveText(DATE_TIME);
  const shown = (await when.innerText()).trim();
  // The settings were saved between `before` and now: the newest row's minute is one of those.
  const minutes = new Set<string>();
  for (let at = before - 60_000; at <= Date.now(); at += 30_000) minutes.add(wallClock(at, zone));
  minutes.add(wallClock(Date.now(), zone));
  expect([...minutes]).toContain(shown);
});

test('users, My orders, a History and the audit trail read dates one way; money has its symbol', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await setDateFormats(page, 'yyyy.MM.dd', 'yyyy.MM.dd HH:mm');

  // The users list: Last Login and Created.
  await page.goto(`${company}/users`);
  const users = page.getByRole('table', { name: 'Users' });
  // Created is a low-priority column: below a wide screen it is shown from the Columns menu.
  await page.getByRole('button', { name: 'Columns' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Created' }).click();
  await page.keyboard.press('Escape');
  await expect((await column(users, 'Created')).first()).toHaveText(DATE_TIME);

  // My orders: booking dates in the date format, totals as money, right-aligned.
  await page.goto(`/applications/${APP}/ordermanager/myorders`);
  const orders = page.getByRole('table', { name: 'My orders' });
  const booked = (await column(orders, 'Booking date')).first();
  await expect(booked).toHaveText(DATE);
  const totals = await column(orders, 'Total');
  await expect(totals.first()).toHaveText(/^(£|€|US\$)\d{1,3}(,\d{3})*\.\d{2}$/);
  await expect(totals.first()).toHaveCSS('text-align', 'right');
  await expect(orders).not.toContainText(OTHER);
  await expect(orders).not.toContainText(/\d+\.\d{2} [A-Z]{3}\b/);

  // The order's page: its dates and amounts the same way.
  await orders.getByRole('link').first().click();
  const header = page.getByRole('definition').first();
  await expect(header).toBeVisible();
  await expect(page.getByRole('main')).toContainText(DATE);
  await expect(page.getByRole('main')).not.toContainText(OTHER);
  await expect(page.getByRole('main')).toContainText(/(£|€|US\$)\d{1,3}(,\d{3})*\.\d{2}/);

  // A role's History.
  await page.goto(`${company}/roles/add`);
  await page.getByLabel('Role Name').fill('Readable dates');
  await page.getByLabel('Role Description').fill('Created for the History');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(MSG.roleAdded).first()).toBeVisible();
  await page.getByRole('link', { name: 'View Readable dates' }).click();
  const history = page.getByRole('region', { name: AUDIT_TEXT.history });
  await expect(history).toContainText(AUDIT_TEXT.actions.create);
  await expect(history.getByRole('listitem').first()).toContainText(DATE_TIME);
  await expect(history).not.toContainText(OTHER);

  // The company's audit trail.
  await page.goto(`${company}/audit`);
  const trail = page.getByRole('table', { name: AUDIT_TEXT.title });
  await expect((await column(trail, 'When')).first()).toHaveText(DATE_TIME);
  await expect(trail).not.toContainText(OTHER);
});

test('a money cell reads like £2,268.00 and a status is a badge', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto(`/applications/${APP}/ordermanager/myorders`);
  const orders = page.getByRole('table', { name: 'My orders' });
  const totals = await column(orders, 'Total');
  await expect(totals.first()).toBeVisible();
  const shown = await totals.allInnerTexts();
  expect(shown.length).toBeGreaterThan(0);
  for (const text of shown) expect(text).toMatch(/^(£|€|US\$)\d{1,3}(,\d{3})*\.\d{2}$/);
  // The demo has orders of a thousand pounds and more: their separators show.
  await page.getByRole('button', { name: 'Total' }).click();
  await page.getByRole('button', { name: 'Total' }).click();
  await expect(totals.first()).toHaveText(/^£\d{1,3},\d{3}\.\d{2}$/);
  // The status column's words sit in a badge (a dot beside them for the eye).
  const statuses = await column(orders, 'Status');
  await expect(statuses.first().locator('span[aria-hidden="true"]')).toHaveCount(1);

  // Badges, ticks and right-aligned money stay readable in every theme: list and order page.
  for (const path of [null, 'order']) {
    if (path) await orders.getByRole('link').first().click();
    await expect(page.getByRole('main').getByText(/£\d/).first()).toBeVisible();
    for (const theme of THEMES) {
      await page.evaluate((chosen) => {
        document.documentElement.dataset.theme = chosen;
      }, theme);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      const violations = await axeViolations(page, { rules: ['color-contrast'] });
      const found = violations.flatMap((v) =>
        v.nodes.map((n) => `${theme}: ${n.target.join(' ')}`),
      );
      expect(found).toEqual([]);
    }
  }
});

test('a date field reads and shows the user’s format, and its calendar picks a day', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await setDateFormats(page, 'yyyy.MM.dd', 'yyyy.MM.dd HH:mm');
  await page.goto(`/applications/${APP}/pricingRules/add`);
  const from = page.getByLabel('Booked From', { exact: true });
  await expect(from).toHaveAttribute('placeholder', 'yyyy.mm.dd');

  // A text that names no day says how to write one, under its field.
  await from.fill('31.02.2027');
  await expect(page.getByText('Enter a date as yyyy.mm.dd.')).toBeVisible();
  await expect(from).toHaveAttribute('aria-invalid', 'true');
  await from.fill('2027.03.04');
  await expect(page.getByText('Enter a date as yyyy.mm.dd.')).toHaveCount(0);
  // An ISO day is understood too, and reads back in the user's format once the field is left.
  const to = page.getByLabel('Booked To', { exact: true });
  await to.fill('2027-03-10');
  await to.blur();
  await expect(to).toHaveValue('2027.03.10');

  // The calendar opens on the chosen month, moves by keyboard and picks with Enter.
  await page.getByTitle('Calendar: Booked To').click();
  const grid = page.getByRole('grid');
  await expect(grid).toBeVisible();
  await expect(grid.getByRole('button', { name: /March 10th, 2027/ })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(grid).toHaveCount(0);
  await expect(to).toHaveValue('2027.03.11');
  // A click picks too; the calendar opens on the month of the field's own day.
  await from.fill('2027.03.04');
  await page.getByTitle('Calendar: Booked From').click();
  await page.getByRole('button', { name: /March 9th, 2027/ }).click();
  await expect(from).toHaveValue('2027.03.09');
});
