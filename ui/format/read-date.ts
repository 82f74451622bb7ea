import { DEFAULT_DATE_FORMAT } from '#contract/constants';
import { formatDate } from './dates';

/**
 * Reading a typed date back: the same pattern the console shows dates in (the user's date
 * format, date-fns letters), so what a date field shows is what may be typed into it. An ISO
 * day ("2026-11-27", as pasted from a spreadsheet or the API) is always understood too.
 */

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

type Part = 'year' | 'shortYear' | 'month' | 'monthName' | 'day' | 'weekday';

const TOKENS: [string, string, Part][] = [
  ['yyyy', '(\\d{4})', 'year'],
  ['yy', '(\\d{2})', 'shortYear'],
  ['y', '(\\d{4})', 'year'],
  ['MMMM', '([a-z]+)', 'monthName'],
  ['MMM', '([a-z]+)', 'monthName'],
  ['MM', '(\\d{1,2})', 'month'],
  ['M', '(\\d{1,2})', 'month'],
  ['dd', '(\\d{1,2})', 'day'],
  ['d', '(\\d{1,2})', 'day'],
  ['EEEE', '([a-z]+)', 'weekday'],
  ['EEE', '([a-z]+)', 'weekday'],
  ['E', '([a-z]+)', 'weekday'],
];

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
const pad = (n: number) => String(n).padStart(2, '0');

const readers = new Map<string, { pattern: RegExp; parts: Part[] }>();

/** The pattern as a regular expression, its letters as groups, once per pattern. */
function readerOf(format: string) {
  let reader = readers.get(format);
  if (reader) return reader;
  const parts: Part[] = [];
  let source = '';
  let rest = format;
  while (rest.length > 0) {
    const token = TOKENS.find(([letters]) => rest.startsWith(letters));
    if (token) {
      source += token[1];
      parts.push(token[2]);
      rest = rest.slice(token[0].length);
    } else {
      const char = rest[0] ?? '';
      // Any run of separators matches any other ("27.11.2026" where the pattern says "/").
      source += /[\s/.,-]/.test(char) ? '[\\s/.,-]+' : char.replace(/[\\^$*+?()[\]{}|]/g, '\\$&');
      rest = rest.slice(1);
    }
  }
  reader = { pattern: new RegExp(`^${source}$`, 'i'), parts };
  readers.set(format, reader);
  return reader;
}

/** The calendar day, when year, month and day make one ("31/02/2026" does not). */
function dayOf(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real && year >= 1 ? `${year}-${pad(month)}-${pad(day)}` : null;
}

/**
 * The ISO day ("2026-11-27") a typed text names in `format`, or null when it names none.
 * Two-digit years are 2000–2049 and 1950–1999; month names are read by their first three letters.
 */
export function readDate(text: string, format: string | null | undefined): string | null {
  const typed = text.trim();
  const iso = ISO.exec(typed);
  if (iso) return dayOf(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const { pattern, parts } = readerOf(format || DEFAULT_DATE_FORMAT);
  const match = pattern.exec(typed);
  if (!match) return null;
  let year = Number.NaN;
  let month = Number.NaN;
  let day = Number.NaN;
  parts.forEach((part, i) => {
    const value = match[i + 1] ?? '';
    if (part === 'year') year = Number(value);
    else if (part === 'shortYear') year = Number(value) + (Number(value) < 50 ? 2000 : 1900);
    else if (part === 'month') month = Number(value);
    else if (part === 'monthName') month = MONTHS.indexOf(value.slice(0, 3).toLowerCase()) + 1;
    else if (part === 'day') day = Number(value);
  });
  return Number.isNaN(year) || Number.isNaN(day) || !(month >= 1) ? null : dayOf(year, month, day);
}

/** What the field shows while empty: the pattern as a user reads it ("dd/mm/yyyy"), or an example. */
export function datePlaceholder(format: string | null | undefined): string {
  const pattern = format || DEFAULT_DATE_FORMAT;
  return /MMM|E/.test(pattern) ? formatDate('2026-11-27', pattern) : pattern.toLowerCase();
}
