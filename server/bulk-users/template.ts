import { BULK_COLUMNS } from '#contract/bulk-users';
import { TITLES } from '#contract/constants';

/** Rows of the template that offer the drop-downs. */
const FILLABLE_ROWS = 1000;

/**
 * The import template: the five columns, one example row, and drop-downs for Title and
 * Role Title fed from a hidden sheet (a list can then be longer than Excel's 255-character
 * inline limit).
 */
export async function buildTemplate(roleNames: readonly string[]): Promise<Buffer> {
  // Loaded on the first download: the library is several MiB of heap an idle server never needs.
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Users');
  const lists = book.addWorksheet('Lists', { state: 'hidden' });
  TITLES.forEach((t, i) => {
    lists.getCell(i + 1, 1).value = t.label;
  });
  roleNames.forEach((name, i) => {
    lists.getCell(i + 1, 2).value = name;
  });
  sheet.addRow([...BULK_COLUMNS]).font = { bold: true };
  sheet.addRow(['jane.doe@example.com', 'Jane', 'Doe', 'Ms.', roleNames[0] ?? '']);
  sheet.columns.forEach((column) => {
    column.width = 28;
  });
  const titleList = `Lists!$A$1:$A$${TITLES.length}`;
  const roleList = `Lists!$B$1:$B$${Math.max(roleNames.length, 1)}`;
  for (let row = 2; row <= FILLABLE_ROWS + 1; row++) {
    sheet.getCell(row, 4).dataValidation = {
      type: 'list',
      allowBlank: true,
      formulae: [titleList],
    };
    sheet.getCell(row, 5).dataValidation = { type: 'list', allowBlank: true, formulae: [roleList] };
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}
