import ExcelJS from 'exceljs';
import { TEXT_TEXT } from '#contract/translations';
import { expect, test } from './lane';
import { signInAsAdmin } from './support';

async function workbook(rows: string[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Texts');
  sheet.addRow(['Key', 'Default', 'en', 'es', 'fr', 'de']);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

test('a text missing its German is found, edited, and served by the public endpoint', async ({
  page,
}) => {
  // A sign-in, a save and several page loads, on a machine that may be busy.
  test.slow();
  const german = `Allgemeine Geschäftsbedingungen ${Date.now().toString(36)}`;
  await signInAsAdmin(page);
  await page.goto('/applications/1/translations');
  await expect(page.getByRole('heading', { name: 'Translations' })).toBeVisible();

  await page.getByLabel('Search keys and texts', { exact: true }).fill('footer.terms');
  await page.getByRole('link', { name: 'footer.terms', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'View Text' })).toBeVisible();
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await page.getByLabel('German').fill(german);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(TEXT_TEXT.updated)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'View Text' })).toBeVisible();

  // Signed out, as a booking site asks: the German text, the default in Spanish.
  const site = await page.request.get('/api/applications/1/texts/de', {
    headers: { authorization: '' },
  });
  expect(site.status()).toBe(200);
  expect((await site.json()).texts['footer.terms']).toBe(german);
  const etag = site.headers().etag ?? '';
  const again = await page.request.get('/api/applications/1/texts/de', {
    headers: { 'if-none-match': etag },
  });
  expect(again.status()).toBe(304);
  const es = await (await page.request.get('/api/applications/1/texts/es')).json();
  expect(es.texts['footer.terms']).toBe('Terms and conditions');
});

test('an import with a duplicate key is refused whole, naming the row', async ({ page }) => {
  test.slow();
  await signInAsAdmin(page);
  await page.goto('/applications/1/translations');
  await page.getByRole('button', { name: 'Import .xlsx' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import texts' });
  await dialog.getByLabel('Spreadsheet (.xlsx)').setInputFiles({
    name: 'texts.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await workbook([
      ['e2e.once', 'Once'],
      ['e2e.once', 'Twice'],
    ]),
  });
  await expect(dialog.getByText(TEXT_TEXT.importRefused)).toBeVisible();
  await expect(dialog.getByText(`Row 3, Key: ${TEXT_TEXT.duplicateKey(2)}`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await page.getByLabel('Search keys and texts', { exact: true }).fill('e2e.once');
  await expect(page.getByRole('link', { name: 'e2e.once' })).toHaveCount(0);
});
