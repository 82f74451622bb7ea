import { PassThrough } from 'node:stream';

export interface XlsxColumn {
  header: string;
  width: number;
  /** A number format for the whole column, for example '0.00' for totals. */
  numFmt?: string;
}

export type XlsxCell = string | number | null;

/**
 * Writes one sheet as the rows come, with ExcelJS's streaming writer: each row is committed and
 * leaves memory, so a file of 100,000 rows costs the compressed file, not a workbook of cell
 * objects (bench/orders-export.mjs). The header row is bold; `write` adds the rows in order.
 */
export async function streamXlsx(
  sheetName: string,
  columns: readonly XlsxColumn[],
  write: (addRow: (cells: readonly XlsxCell[]) => void) => Promise<void>,
): Promise<Buffer> {
  // Loaded on the first file: the library is several MiB of heap an idle server never needs.
  const { default: ExcelJS } = await import('exceljs');
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    out.on('end', resolve);
    out.on('error', reject);
  });
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = book.addWorksheet(sheetName);
  sheet.columns = columns.map((c, i) => ({
    header: c.header,
    key: String(i),
    width: c.width,
    ...(c.numFmt ? { style: { numFmt: c.numFmt } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  await write((cells) => sheet.addRow([...cells]).commit());
  sheet.commit();
  await book.commit();
  await ended;
  return Buffer.concat(chunks);
}
