import ExcelJS from 'exceljs';
import { LOCATION_TEXT } from '#contract/location-normalisation';
import { expect, test } from './lane';
import { signInAsAdmin } from './support';

async function workbook(rows: string[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Locations');
  sheet.addRow(['Country code', 'Supplier location name', 'Normalised name']);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

test('a platform admin uploads a supplier name, accepts its suggestion, and finds it mapped', async ({
  page,
}) => {
  // A sign-in, an upload, a save and several page loads, on a machine that may be busy.
  test.slow();
  // Its own name, so a retry or another spec's run finds it unmapped as the walk expects.
  const name = `Palma Mallorca ${Date.now().toString(36)}`;
  await signInAsAdmin(page);
  await page.goto('/admin/crm');
  await page
    .getByRole('navigation', { name: 'Platform administration' })
    .getByRole('link', { name: 'Location normalisation', exact: true })
    .click();
  await expect(page.getByRole('heading', { name: 'Location normalisation' })).toBeVisible();
  // The demo's unmapped names come first, with their suggestions.
  await expect(
    page.getByRole('button', { name: 'Accept Palma de Mallorca for Palma Majorca' }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Import .xlsx' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import location names' });
  await dialog.getByLabel('Spreadsheet (.xlsx)').setInputFiles({
    name: 'locations.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await workbook([['ES', name, '']]),
  });
  await expect(page.getByText(LOCATION_TEXT.imported(1, 0))).toBeVisible();

  await page.getByLabel('Search supplier or normalised name', { exact: true }).fill(name);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Unmapped');
  await row.getByRole('button', { name: `Accept Palma de Mallorca for ${name}` }).click();
  await expect(page.getByText(LOCATION_TEXT.mapped)).toBeVisible();
  await expect(row.getByRole('link', { name: 'Palma de Mallorca' })).toBeVisible();

  await page.getByLabel('Mapping').selectOption({ label: 'Mapped' });
  await expect(row).toBeVisible();
  await row.getByRole('link', { name: 'Palma de Mallorca' }).click();
  await expect(page.getByRole('heading', { name: 'Palma de Mallorca (ES)' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Supplier names' })).toContainText(name);
});
