import { BULK_COLUMNS, BULK_LIMITS, BULK_TEXT } from '#contract/bulk-users';
import { HttpProblem } from '#server/http/problem';
import { declaredInflatedSize } from './zip-guard';

/** One spreadsheet row as text, numbered as the spreadsheet numbers it (header is row 1). */
export type SheetRow = { row: number; cells: string[] };

const refuse = (title: string) => new HttpProblem(400, { title });

const text = (cell: unknown): string => {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  return String(cell).trim();
};

/**
 * Reads the first sheet of an uploaded .xlsx into rows of the template's five columns.
 * Anything that is not such a spreadsheet is refused with a message saying why.
 */
export async function parseSpreadsheet(bytes: Buffer): Promise<SheetRow[]> {
  const inflated = declaredInflatedSize(bytes);
  if (inflated === undefined) throw refuse(BULK_TEXT.notSpreadsheet);
  if (inflated > BULK_LIMITS.inflatedBytes) throw refuse(BULK_TEXT.inflatesTooMuch);
  // Loaded on the first upload, like exceljs for the template: idle memory is for serving.
  const { readSheet } = await import('read-excel-file/node');
  let data: unknown[][];
  try {
    data = await readSheet(bytes);
  } catch {
    throw refuse(BULK_TEXT.notSpreadsheet);
  }
  const [header, ...body] = data;
  const titles = (header ?? []).map(text);
  if (!BULK_COLUMNS.every((title, i) => titles[i]?.toLowerCase() === title.toLowerCase())) {
    throw refuse(BULK_TEXT.wrongColumns);
  }
  const rows: SheetRow[] = [];
  body.forEach((cells, i) => {
    const values = BULK_COLUMNS.map((_, c) => text(cells[c]));
    if (values.some((v) => v !== '')) rows.push({ row: i + 2, cells: values });
  });
  if (rows.length === 0) throw refuse(BULK_TEXT.empty);
  if (rows.length > BULK_LIMITS.rows) throw refuse(BULK_TEXT.tooManyRows);
  return rows;
}
