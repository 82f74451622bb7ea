import ExcelJS from 'exceljs';
import { BULK_COLUMNS } from '#contract/bulk-users';
import type { TestServer } from './harness';

/** An .xlsx with the given header and rows, made the way a user's spreadsheet program would. */
export async function workbook(
  rows: ReadonlyArray<ReadonlyArray<string | number>>,
  header: readonly string[] = BULK_COLUMNS,
): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Users');
  sheet.addRow([...header]);
  for (const row of rows) sheet.addRow([...row]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** The cells of the first sheet of an .xlsx, as text. */
export async function sheetValues(bytes: ArrayBuffer, name = 'Users') {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes);
  const sheet = book.getWorksheet(name);
  if (!sheet) throw new Error(`no sheet ${name}`);
  return { book, sheet };
}

export function upload(
  server: TestServer,
  headers: Record<string, string>,
  bytes: Uint8Array,
  field = 'excelFile',
) {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)]), 'users.xlsx');
  return server.fetch('/api/companies/1/users/excelUpload', {
    method: 'POST',
    headers,
    body: form,
  });
}

/** A zip whose one entry claims to unpack to far more than any spreadsheet should. */
export function zipClaiming(inflated: number): Buffer {
  const name = Buffer.from('xl/worksheets/sheet1.xml');
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt32LE(inflated, 24);
  central.writeUInt16LE(name.length, 28);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(local.length + name.length, 16);
  return Buffer.concat([local, name, central, name, end]);
}

/** A multipart body with the spreadsheet in the field excelFile. */
export async function excelForm(rows: ReadonlyArray<ReadonlyArray<string | number>>) {
  const form = new FormData();
  form.append('excelFile', new Blob([new Uint8Array(await workbook(rows))]), 'users.xlsx');
  return form;
}
