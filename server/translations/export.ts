import { SHEET_COLUMNS } from '#contract/translations';
import type { Db } from '#server/db/client';
import { allTexts } from './all-texts';
import { appLanguages } from './languages';

/**
 * Every text of the application as a workbook the import reads back: Key, Default, then a
 * column per language headed by its code; a blank cell falls back to the default.
 */
export async function exportTexts(db: Db, applicationId: number): Promise<Buffer> {
  const rows = await allTexts(db, applicationId);
  // Loaded on the first export: the library is several MiB of heap an idle server never needs.
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Texts');
  const languages = await appLanguages(db, applicationId);
  sheet.addRow([...SHEET_COLUMNS, ...languages]).font = { bold: true };
  for (const r of rows) {
    sheet.addRow([r.key, r.defaultText, ...languages.map((l) => r.texts[l] ?? '')]);
  }
  sheet.columns.forEach((column) => {
    column.width = 32;
  });
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return Buffer.from(await book.xlsx.writeBuffer());
}
