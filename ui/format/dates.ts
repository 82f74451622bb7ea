import { DEFAULT_DATE_FORMAT, DEFAULT_DATE_TIME_FORMAT } from '#contract/constants';

/**
 * The console's only date formatting: every date on every page goes through here, in the
 * signed-in user's pattern (date-fns letters, as the account form allows) and one time zone.
 * tests/client/one-date-format.test.ts keeps other code from formatting dates itself.
 */

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** A moment's wall-clock fields in one zone (month 1–12, weekday 0 = Sunday, hour 0–23). */
interface Wall {
  year: number;
  month: number;
  day: number;
  weekday: number;
  hour: number;
  minute: number;
  second: number;
}

const TOKENS: Record<string, (w: Wall) => string> = {
  yyyy: (w) => String(w.year),
  yy: (w) => pad(w.year % 100),
  y: (w) => String(w.year),
  MMMM: (w) => MONTHS[w.month - 1] ?? '',
  MMM: (w) => (MONTHS[w.month - 1] ?? '').slice(0, 3),
  MM: (w) => pad(w.month),
  M: (w) => String(w.month),
  dd: (w) => pad(w.day),
  d: (w) => String(w.day),
  EEEE: (w) => DAYS[w.weekday] ?? '',
  EEE: (w) => (DAYS[w.weekday] ?? '').slice(0, 3),
  E: (w) => (DAYS[w.weekday] ?? '').slice(0, 3),
  HH: (w) => pad(w.hour),
  H: (w) => String(w.hour),
  hh: (w) => pad(w.hour % 12 || 12),
  h: (w) => String(w.hour % 12 || 12),
  mm: (w) => pad(w.minute),
  m: (w) => String(w.minute),
  ss: (w) => pad(w.second),
  s: (w) => String(w.second),
  a: (w) => (w.hour < 12 ? 'AM' : 'PM'),
};
// Longest first, so "yyyy" is never read as two "yy".
const PATTERN = new RegExp(
  Object.keys(TOKENS)
    .sort((a, b) => b.length - a.length)
    .join('|'),
  'g',
);

/** "2026-11-27": a calendar day (a travel date, a birthday), which no time zone moves. */
const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

const zoneFormats = new Map<string, Intl.DateTimeFormat>();
function zoneFormat(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let format = zoneFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      ...(timeZone ? { timeZone } : {}),
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      weekday: 'short',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    zoneFormats.set(key, format);
  }
  return format;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

function wallOf(date: Date, timeZone: string | undefined): Wall {
  const parts: Record<string, string> = {};
  for (const part of zoneFormat(timeZone).formatToParts(date)) parts[part.type] = part.value;
  const number = (type: string) => Number(parts[type] ?? 0);
  return {
    year: number('year'),
    month: number('month'),
    day: number('day'),
    weekday: WEEKDAYS.indexOf(parts.weekday ?? ''),
    hour: number('hour') % 24,
    minute: number('minute'),
    second: number('second'),
  };
}

function calendarDay(text: string): Wall | null {
  const match = CALENDAR_DAY.exec(text);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return { year, month, day, weekday, hour: 0, minute: 0, second: 0 };
}

export type DateValue = Date | string | null | undefined;

/**
 * A date in a pattern, its wall clock in `timeZone` (an IANA name; the browser's when left
 * out); '' for a missing or unreadable value (grids show an empty cell).
 */
export function formatDate(
  value: DateValue,
  pattern: string | null | undefined = DEFAULT_DATE_FORMAT,
  timeZone?: string | null,
): string {
  if (value === null || value === undefined || value === '') return '';
  let wall = typeof value === 'string' ? calendarDay(value) : null;
  if (!wall) {
    const date = value instanceof Date ? value : new Date(value);
    if (Number.isNaN(date.getTime())) return '';
    wall = wallOf(date, timeZone ?? undefined);
  }
  const fields = wall;
  return (pattern || DEFAULT_DATE_FORMAT).replace(
    PATTERN,
    (token) => TOKENS[token]?.(fields) ?? token,
  );
}

export const formatDateTime = (
  value: DateValue,
  pattern: string | null | undefined = DEFAULT_DATE_TIME_FORMAT,
  timeZone?: string | null,
) => formatDate(value, pattern || DEFAULT_DATE_TIME_FORMAT, timeZone);

/** A date as a date input's value and the API's calendar day (yyyy-mm-dd, UTC): not for display. */
export const isoDay = (date: Date): string => date.toISOString().slice(0, 10);
