import {
  LOCATION_LIMITS,
  LOCATION_SHEET_COLUMNS,
  LOCATION_TEXT,
} from '#contract/location-normalisation';
import { countSheetRows, firstSheet } from '#server/bulk-users/sheet-rows';
import { zipEntries } from '#server/bulk-users/zip-guard';
import { Invalid } from '#server/kit/index';

/** One row of the sheet, numbered as the spreadsheet numbers it (the header is row 1). */
export type LocationSheetRow = {
  row: number;
  countryCode: string;
  name: string;
  normalisedName: string;
};

const cellText = (cell: unknown): string => {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  return String(cell);
};

const refused = (message: string) => new Invalid(message, { file: [message] });

/** The header names the first two columns, and the third if it has one. */
function checkHeader(titles: readonly string[]): void {
  const named = titles.map((t) => t.trim());
  while (named.length > 0 && named.at(-1) === '') named.pop();
  const fits =
    named.length >= 2 &&
    named.length <= LOCATION_SHEET_COLUMNS.length &&
    named.every((t, i) => t.toLowerCase() === LOCATION_SHEET_COLUMNS[i]?.toLowerCase());
  if (!fits) throw refused(LOCATION_TEXT.wrongColumns);
}

/**
 * The rows of an uploaded workbook's first sheet. Limits that need no parsing come first (the
 * zip's declared size, then the row count while inflating), so a zip bomb is refused unread.
 */
export async function readLocationSheet(bytes: Uint8Array): Promise<LocationSheetRow[]> {
  const entries = zipEntries(bytes);
  if (entries === undefined) throw refused(LOCATION_TEXT.notSpreadsheet);
  const inflated = entries.reduce((total, entry) => total + entry.size, 0);
  if (inflated > LOCATION_LIMITS.importInflatedBytes) throw refused(LOCATION_TEXT.inflatesTooMuch);
  const sheet = firstSheet(bytes, entries);
  if (!sheet) throw refused(LOCATION_TEXT.notSpreadsheet);
  const max = LOCATION_LIMITS.importRows + 1;
  const counted = await countSheetRows(bytes, sheet, max).catch(() => -1);
  if (counted < 0) throw refused(LOCATION_TEXT.notSpreadsheet);
  if (counted > max) throw refused(LOCATION_TEXT.tooManyRows);
  const { readSheet } = await import('read-excel-file/node');
  let data: unknown[][];
  try {
    data = await readSheet(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  } catch {
    throw refused(LOCATION_TEXT.notSpreadsheet);
  }
  const [header, ...body] = data;
  checkHeader((header ?? []).map(cellText));
  const rows: LocationSheetRow[] = [];
  body.forEach((cells, i) => {
    const values = cells.map(cellText);
    if (values.every((v) => v.trim() === '')) return;
    rows.push({
      row: i + 2,
      countryCode: values[0] ?? '',
      name: values[1] ?? '',
      normalisedName: values[2] ?? '',
    });
  });
  if (rows.length === 0) throw refused(LOCATION_TEXT.empty);
  if (rows.length > LOCATION_LIMITS.importRows) throw refused(LOCATION_TEXT.tooManyRows);
  return rows;
}
