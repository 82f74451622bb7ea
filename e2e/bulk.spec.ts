import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { BULK_COLUMNS, BULK_TEXT } from '#contract/bulk-users';
import { MSG } from '#contract/messages';
import { DEMO_COMPANY, E2E_ADMIN } from './env';
import { expect, test } from './lane';
import { location, signInAsAdmin } from './support';

const usersPath = `/companies/${DEMO_COMPANY.id}/users`;
const bulkPath = `${usersPath}/bulkinsert`;
const notice = (page: Page, text: string) =>
  page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: text }).first();

/** The downloaded template filled the way a person would: its example row replaced by `rows`. */
async function filledTemplate(path: string, rows: string[][]) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(path);
  const sheet = book.getWorksheet('Users');
  if (!sheet) throw new Error('The template has no Users sheet');
  expect(sheet.getRow(1).values).toEqual([undefined, ...BULK_COLUMNS]);
  rows.forEach((row, i) => {
    sheet.getRow(i + 2).values = row;
  });
  return Buffer.from(await book.xlsx.writeBuffer());
}

test('fills the downloaded template, fixes missing roles after a reload and sees the users', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto(bulkPath);
  await expect(page.getByRole('heading', { name: 'Bulk Insert Users' })).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download template' }).click();
  const template = await download;
  expect(template.suggestedFilename()).toBe('users-template.xlsx');

  const stamp = Date.now().toString(36);
  const file = await filledTemplate(await template.path(), [
    [`kim.${stamp}@bulk.test`, 'Kim', 'Lo', 'Mr.', 'Editor'],
    [`lu.${stamp}@bulk.test`, 'Lu', 'Ma', '', ''],
    [`mo.${stamp}@bulk.test`, 'Mo', 'Na', '', 'Nobody'],
    ['not-an-email', 'X', 'Y', '', ''],
    [E2E_ADMIN.email, 'Ad', 'Min', '', 'Admin'],
    // Enough rejected rows to make the result taller than the window.
    ...Array.from({ length: 40 }, (_, i) => [`bad-${i}`, 'X', 'Y', '', '']),
  ]);
  await page.getByLabel('Upload spreadsheet').setInputFiles({
    name: 'users.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: file,
  });
  const result = page.getByRole('dialog', { name: 'Import result' });
  await expect(result).toContainText(MSG.usersAdded(1));
  await expect(result).toContainText(BULK_TEXT.missingRolesNotice(2));
  await expect(result).toContainText(`Row 5 (not-an-email): ${BULK_TEXT.invalidEmail}`);
  await expect(result).toContainText(BULK_TEXT.alreadyMember);
  // The whole dialog stays on screen, its heading included; the rows scroll inside it.
  const box = await result.boundingBox();
  const screen = page.viewportSize();
  expect(box && screen && box.y >= 0 && box.y + box.height <= screen.height).toBe(true);
  await expect(result.getByRole('heading', { name: 'Import result' })).toBeInViewport();
  // A real modal: its action has the focus, and Tab cannot leave it.
  await expect(result.getByRole('button', { name: 'Choose roles' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(result.getByRole('button', { name: 'Choose roles' })).toBeFocused();
  await result.getByRole('button', { name: 'Choose roles' }).click();

  const table = page.getByRole('table', { name: 'Users with missing roles' });
  await expect(table).toContainText(`lu.${stamp}@bulk.test`);
  // A reload in the middle loses nothing: the list comes back from local storage.
  await page.reload();
  await expect(table).toContainText(`mo.${stamp}@bulk.test`);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Choose a role for every user.')).toBeVisible();
  await page.getByLabel('Role for all users').selectOption({ label: 'Editor' });
  await page.getByRole('button', { name: 'Set All Roles' }).click();
  await expect(page.getByLabel(`Role for lu.${stamp}@bulk.test`)).toHaveValue('2');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(notice(page, MSG.usersAdded(2))).toBeVisible();

  // Submitted: the list is gone for good.
  await page.reload();
  await expect(page.getByLabel('Upload spreadsheet')).toBeVisible();
  await expect(table).toHaveCount(0);

  // All three are in the users grid: the one the file named a role for, and the two fixed here.
  await page.getByRole('link', { name: 'Back to users' }).click();
  await expect.poll(() => location(page)).toBe(usersPath);
  await page.getByLabel('Search', { exact: true }).fill(stamp);
  const grid = page.getByRole('table', { name: 'Users' });
  await grid.getByRole('button', { name: 'Email' }).click();
  await expect(grid.locator('tbody tr td:nth-child(3)')).toHaveText([
    `kim.${stamp}@bulk.test`,
    `lu.${stamp}@bulk.test`,
    `mo.${stamp}@bulk.test`,
  ]);
  await expect(grid.locator('tbody tr td:nth-child(4)')).toHaveText(['Editor', 'Editor', 'Editor']);
});

test('a file that is not a spreadsheet is refused with a clear message', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto(bulkPath);
  await page.getByLabel('Upload spreadsheet').setInputFiles({
    name: 'users.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('Email,First Name\na@b.c,A'),
  });
  await expect(notice(page, BULK_TEXT.notSpreadsheet)).toBeVisible();
});
