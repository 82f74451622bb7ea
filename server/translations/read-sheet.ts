import { SHEET_COLUMNS, TEXT_LIMITS, TEXT_TEXT, type TextLanguage } from '#contract/translations';
import { countSheetRows, firstSheet } from '#server/bulk-users/sheet-rows';
import { zipEntries } from '#server/bulk-users/zip-guard';
import { Invalid } from '#server/kit/index';
import { languageOf } from './site-texts';

/** One row of the sheet, numbered as the spreadsheet numbers it (the header is row 1). */
export type TextSheetRow = {
  row: number;
  key: string;
  defaultText: string;
  /** Only the languages the sheet has a column for; '' clears a language's text. */
  texts: Partial<Record<TextLanguage, string>>;
};

const cellText = (cell: unknown): string => {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  return String(cell);
};

const refused = (message: string) => new Invalid(message, { file: [message] });

/**
 * The language of each column after Key and Default; a column that names none of the
 * application's languages is refused, as is a language twice.
 */
function languageColumns(
  titles: readonly string[],
  languages: readonly TextLanguage[],
): TextLanguage[] {
  const first = SHEET_COLUMNS.every((t, i) => titles[i]?.trim().toLowerCase() === t.toLowerCase());
  const rest = titles.slice(SHEET_COLUMNS.length).map((t) => t.trim());
  while (rest.length > 0 && rest.at(-1) === '') rest.pop();
  const langs = rest.map(languageOf);
  const known = langs.filter((l): l is TextLanguage => l !== undefined && languages.includes(l));
  if (!first || known.length !== langs.length || new Set(known).size !== known.length) {
    throw refused(TEXT_TEXT.wrongColumns(languages));
  }
  return known;
}

/**
 * The rows of an uploaded workbook's first sheet: Key, Default, then a column per language.
 * Limits that need no parsing come first: the zip's declared size, then the row count while
 * inflating the sheet, so a zip bomb or a huge sheet is refused before it is read.
 */
export async function readTextSheet(
  bytes: Uint8Array,
  languages: readonly TextLanguage[],
): Promise<TextSheetRow[]> {
  const entries = zipEntries(bytes);
  if (entries === undefined) throw refused(TEXT_TEXT.notSpreadsheet);
  const inflated = entries.reduce((total, entry) => total + entry.size, 0);
  if (inflated > TEXT_LIMITS.importInflatedBytes) throw refused(TEXT_TEXT.inflatesTooMuch);
  const sheet = firstSheet(bytes, entries);
  if (!sheet) throw refused(TEXT_TEXT.notSpreadsheet);
  const max = TEXT_LIMITS.perApplication + 1;
  const counted = await countSheetRows(bytes, sheet, max).catch(() => -1);
  if (counted < 0) throw refused(TEXT_TEXT.notSpreadsheet);
  if (counted > max) throw refused(TEXT_TEXT.tooManyRows);
  const { readSheet } = await import('read-excel-file/node');
  let data: unknown[][];
  try {
    data = await readSheet(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  } catch {
    throw refused(TEXT_TEXT.notSpreadsheet);
  }
  const [header, ...body] = data;
  const langs = languageColumns((header ?? []).map(cellText), languages);
  const rows: TextSheetRow[] = [];
  body.forEach((cells, i) => {
    const values = cells.map(cellText);
    if (values.every((v) => v.trim() === '')) return;
    const texts: TextSheetRow['texts'] = {};
    langs.forEach((lang, c) => {
      texts[lang] = values[SHEET_COLUMNS.length + c] ?? '';
    });
    rows.push({ row: i + 2, key: values[0] ?? '', defaultText: values[1] ?? '', texts });
  });
  if (rows.length === 0) throw refused(TEXT_TEXT.empty);
  if (rows.length > TEXT_LIMITS.perApplication) throw refused(TEXT_TEXT.tooManyRows);
  return rows;
}
