// The spreadsheet a bulk user import uploads: `rows` new users of role Editor, their addresses
// tagged so two imports into one company do not collide.
import ExcelJS from 'exceljs';

export async function usersSheet(rows, tag) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Users');
  sheet.addRow(['Email', 'First Name', 'Last Name', 'Title', 'Role Title']);
  for (let i = 0; i < rows; i++)
    sheet.addRow([`u${i}.${tag}@bench.test`, 'First', 'Last', 'Mr.', 'Editor']);
  return Buffer.from(await book.xlsx.writeBuffer());
}
