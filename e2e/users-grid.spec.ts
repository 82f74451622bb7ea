import type { APIRequestContext, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { BULK_COLUMNS } from '#contract/bulk-users';
import { INVITATION_TEXT } from '#contract/users';
import { DEMO_COMPANY, DEMO_EDITOR, E2E_ADMIN } from './env';
import { expect, test } from './lane';
import { outboxMailsTo } from './outbox';
import { homeHeading, location, signIn, signInAsAdmin } from './support';

const usersPath = `/companies/${DEMO_COMPANY.id}/users`;
const grid = (page: Page) => page.getByRole('table', { name: 'Users' });
const search = (page: Page) => page.getByLabel('Search', { exact: true });
/** The Email cell of each row on the page, in order (the first column holds the actions). */
const emails = (page: Page) => grid(page).locator('tbody tr td:nth-child(3)');

/** Adds a user as another admin would, with a token of its own (the page's expires in 5 s). */
async function addUserElsewhere(request: APIRequestContext, email: string) {
  const signedIn = await request.post('/api/auth/token', {
    data: { username: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  const { accessToken } = (await signedIn.json()) as { accessToken: string };
  const res = await request.post(`/api${usersPath}`, {
    headers: { authorization: `Bearer ${accessToken}` },
    data: { email, firstName: 'Remy', lastName: 'Elsewhere', roleId: 2, title: 0, isActive: true },
  });
  expect(res.status()).toBe(201);
}

test('the column headers sort the users by the server, with the mouse or the keyboard', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto(usersPath);
  // The demo company's own users, whose order is known.
  await search(page).fill('@demo.test');
  await expect(emails(page)).toHaveCount(6);
  const header = grid(page).getByRole('columnheader', { name: 'Email' });
  await expect(header).toHaveAttribute('aria-sort', 'none');

  await header.getByRole('button').click();
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  await expect(emails(page)).toHaveText([
    'editor@demo.test',
    'mia.lopez@demo.test',
    'noah.reed@demo.test',
    'olivia.hart@demo.test',
    'pat.price@demo.test',
    'sam.cole@demo.test',
  ]);

  await header.getByRole('button').press('Enter');
  await expect(header).toHaveAttribute('aria-sort', 'descending');
  await expect(emails(page).first()).toHaveText('sam.cole@demo.test');
  await expect(emails(page).last()).toHaveText('editor@demo.test');

  await header.getByRole('button').press('Space');
  await expect(header).toHaveAttribute('aria-sort', 'none');
  // Only sortable columns announce a sort.
  await expect(grid(page).getByRole('columnheader', { name: 'Actions' })).not.toHaveAttribute(
    'aria-sort',
  );
});

test('Refresh shows a user another admin added meanwhile', async ({ page, request }) => {
  const email = `remy.${Date.now().toString(36)}@grid.test`;
  await signInAsAdmin(page);
  await page.goto(usersPath);
  await search(page).fill(email);
  // The kit's empty state says the search found no one (no empty table).
  await expect(page.getByText('Nothing matches this search.')).toBeVisible();
  await addUserElsewhere(request, email);
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(grid(page).getByRole('cell', { name: email, exact: true })).toBeVisible();
});

test('a user who never signed in shows their invitation, and the admin sends it again', async ({
  page,
  request,
}) => {
  const email = `ivy.${Date.now().toString(36)}@invite.test`;
  await addUserElsewhere(request, email);
  await signInAsAdmin(page);
  await page.goto(usersPath);
  await search(page).fill(email);
  await expect(grid(page).getByRole('cell', { name: email, exact: true })).toBeVisible();
  // Queued until the outbox sends it; Refresh shows where it stands.
  await expect(async () => {
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(grid(page).getByRole('cell', { name: INVITATION_TEXT.state.sent })).toBeVisible({
      timeout: 500,
    });
  }).toPass();

  await grid(page)
    .getByRole('button', { name: `${INVITATION_TEXT.resend} to ${email}` })
    .click();
  await expect(
    page
      .getByRole('status')
      .or(page.getByRole('alert'))
      .filter({ hasText: INVITATION_TEXT.resent }),
  ).toBeVisible();
  await expect.poll(async () => (await outboxMailsTo(email)).length).toBe(2);

  // Someone who has signed in has nothing to resend.
  await search(page).fill(DEMO_EDITOR.email);
  await expect(
    grid(page).getByRole('cell', { name: INVITATION_TEXT.state.accepted }),
  ).toBeVisible();
  await expect(grid(page).getByRole('button', { name: /Resend invitation/ })).toHaveCount(0);
});

test('the admin downloads the template from the grid and goes on to upload it', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto(usersPath);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download template' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('users-template.xlsx');
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await file.path());
  const header = book.getWorksheet('Users')?.getRow(1).values;
  expect(Array.isArray(header) ? header.slice(1) : []).toEqual([...BULK_COLUMNS]);

  await page.getByRole('link', { name: 'Upload spreadsheet' }).click();
  await expect.poll(() => location(page)).toBe(`${usersPath}/bulkinsert`);
  await expect(page.getByRole('heading', { name: 'Bulk Insert Users' })).toBeVisible();
});

test('a read-only user can refresh and sort the grid but not add, import or edit', async ({
  page,
}) => {
  await signIn(page, DEMO_EDITOR.email, DEMO_EDITOR.password);
  await expect(homeHeading(page)).toBeVisible();
  await page.goto(usersPath);
  await expect(
    grid(page).getByRole('cell', { name: DEMO_EDITOR.email, exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Refresh' })).toBeVisible();
  await expect(grid(page).getByRole('button', { name: 'Last Login' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download template' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Upload spreadsheet' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Add User' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: `Edit ${DEMO_EDITOR.email}` })).toHaveCount(0);
});

test('a low-priority column waits in the Columns menu below a wide screen, and the choice is kept', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInAsAdmin(page);
  await page.goto(usersPath);
  await expect(grid(page).getByRole('columnheader', { name: 'Email' })).toBeVisible();
  await expect(grid(page).getByRole('columnheader', { name: /^Created/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Columns' }).click();
  const created = page.getByRole('menuitemcheckbox', { name: 'Created' });
  await expect(created).toHaveAttribute('aria-checked', 'false');
  await created.click();
  await expect(created).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('menuitemcheckbox', { name: 'Email' }).click();
  await page.keyboard.press('Escape');
  // As chosen, and so again after a reload.
  for (const reloaded of [false, true]) {
    if (reloaded) await page.reload();
    await expect(grid(page).getByRole('columnheader', { name: /^Created/ })).toBeVisible();
    await expect(grid(page).getByRole('columnheader', { name: /^Email/ })).toHaveCount(0);
  }
});

test('on a phone a user is a card: every value after its column name, nothing scrolls sideways', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsAdmin(page);
  await page.goto(usersPath);
  const editor = grid(page).getByRole('row').filter({ hasText: DEMO_EDITOR.email });
  await expect(editor).toBeVisible();
  // Still a table to screen readers, its header row out of sight.
  await expect(grid(page).getByRole('columnheader', { name: 'Email' })).toBeAttached();
  await expect(grid(page).getByRole('columnheader', { name: 'Email' })).not.toBeInViewport();
  // The column's name shown before the value is read with it too.
  const email = editor.getByRole('cell', { name: `Email ${DEMO_EDITOR.email}`, exact: true });
  await expect(email).toBeVisible();
  expect(await email.evaluate((cell) => getComputedStyle(cell, '::before').content)).toBe(
    '"Email"',
  );
  const scroller = grid(page).locator('xpath=..');
  expect(await scroller.evaluate((box) => box.scrollWidth - box.clientWidth)).toBeLessThanOrEqual(
    0,
  );
});
