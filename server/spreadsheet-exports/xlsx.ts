import { PassThrough } from 'node:stream';
import { EXPORT_COLUMNS, type ExportEntity } from '#contract/spreadsheet-exports';
import type { SheetRow } from './rows';

/**
 * Writes the rows to an .xlsx as they come, with ExcelJS's streaming writer (the library My
 * orders' export uses): each row is committed and leaves memory, so 100,000 orders cost the
 * compressed file and a page of rows, not a workbook of them (bench/orders-export.mjs).
 */
export async function writeSheet(
  entity: ExportEntity,
  columns: readonly string[],
  pages: AsyncIterable<SheetRow[]>,
  onPage: (rows: number) => Promise<void>,
): Promise<{ bytes: Buffer; rows: number }> {
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
  const labels: Record<string, string> = EXPORT_COLUMNS[entity];
  const sheet = book.addWorksheet(entity === 'orders' ? 'Orders' : 'Customers');
  sheet.columns = columns.map((key) => ({
    header: labels[key] ?? key,
    key,
    width: Math.max(12, (labels[key] ?? key).length + 2),
    ...(key === 'total' ? { style: { numFmt: '0.00' } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  let rows = 0;
  for await (const page of pages) {
    for (const row of page) {
      sheet.addRow(columns.map((key) => row[key] ?? '')).commit();
    }
    rows += page.length;
    await onPage(rows);
  }
  sheet.commit();
  await book.commit();
  await ended;
  return { bytes: Buffer.concat(chunks), rows };
}
