import { EXPORT_COLUMNS, type ExportEntity } from '#contract/spreadsheet-exports';
import { streamXlsx } from '#server/kit/xlsx-stream';
import type { SheetRow } from './rows';

/** Writes the pages of rows to an .xlsx as they come (server/kit/xlsx-stream.ts). */
export async function writeSheet(
  entity: ExportEntity,
  columns: readonly string[],
  pages: AsyncIterable<SheetRow[]>,
  onPage: (rows: number) => Promise<void>,
): Promise<{ bytes: Buffer; rows: number }> {
  const labels: Record<string, string> = EXPORT_COLUMNS[entity];
  let rows = 0;
  const bytes = await streamXlsx(
    entity === 'orders' ? 'Orders' : 'Customers',
    columns.map((key) => ({
      header: labels[key] ?? key,
      width: Math.max(12, (labels[key] ?? key).length + 2),
      ...(key === 'total' ? { numFmt: '0.00' } : {}),
    })),
    async (addRow) => {
      for await (const page of pages) {
        for (const row of page) addRow(columns.map((key) => row[key] ?? ''));
        rows += page.length;
        await onPage(rows);
      }
    },
  );
  return { bytes, rows };
}
