import { BULK_COLUMNS, BULK_LIMITS, BULK_TEXT } from '#contract/bulk-limits';
import { countSheetRows, firstSheet } from './sheet-rows';
import { zipEntries } from './zip-guard';

/** One spreadsheet row as text, numbered as the spreadsheet numbers it (header is row 1). */
export type SheetRow = { row: number; cells: string[] };

/** The rows of an upload, or the message that says why it is refused. */
export type SheetReading = { rows: SheetRow[] } | { refused: string };

const text = (cell: unknown): string => {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  return String(cell).trim();
};

/**
 * Reads the first sheet of an uploaded .xlsx into rows of the template's five columns. Every
 * limit that can be checked without parsing is checked first: the zip's declared size, then
 * the sheet's row count while inflating it. Runs in a worker thread (parse-worker.ts).
 */
export async function readSheetRows(bytes: Uint8Array): Promise<SheetReading> {
  const entries = zipEntries(bytes);
  if (entries === undefined) return { refused: BULK_TEXT.notSpreadsheet };
  // Declared sizes, read before inflating anything, so a zip bomb is refused unopened.
  const inflated = entries.reduce((total, entry) => total + entry.size, 0);
  if (inflated > BULK_LIMITS.inflatedBytes) return { refused: BULK_TEXT.inflatesTooMuch };
  const sheet = firstSheet(bytes, entries);
  if (sheet) {
    // One row more than the limit: the header.
    const rows = await countSheetRows(bytes, sheet, BULK_LIMITS.rows + 1).catch(() => -1);
    if (rows < 0) return { refused: BULK_TEXT.notSpreadsheet };
    if (rows > BULK_LIMITS.rows + 1) return { refused: BULK_TEXT.tooManyRows };
  }
  const { readSheet } = await import('read-excel-file/node');
  let data: unknown[][];
  try {
    data = await readSheet(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  } catch {
    return { refused: BULK_TEXT.notSpreadsheet };
  }
  const [header, ...body] = data;
  const titles = (header ?? []).map(text);
  if (!BULK_COLUMNS.every((title, i) => titles[i]?.toLowerCase() === title.toLowerCase())) {
    return { refused: BULK_TEXT.wrongColumns };
  }
  const rows: SheetRow[] = [];
  body.forEach((cells, i) => {
    const values = BULK_COLUMNS.map((_, c) => text(cells[c]));
    if (values.some((v) => v !== '')) rows.push({ row: i + 2, cells: values });
  });
  if (rows.length === 0) return { refused: BULK_TEXT.empty };
  if (rows.length > BULK_LIMITS.rows) return { refused: BULK_TEXT.tooManyRows };
  return { rows };
}
