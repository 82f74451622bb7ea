import { DEFAULT_DATE_FORMAT, DEFAULT_DATE_TIME_FORMAT } from '#contract/constants';

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

/** date-fns style letters (the account form allows d M y H h m s a E), in local time. */
const TOKENS: Record<string, (d: Date) => string> = {
  yyyy: (d) => String(d.getFullYear()),
  yy: (d) => pad(d.getFullYear() % 100),
  y: (d) => String(d.getFullYear()),
  MMMM: (d) => MONTHS[d.getMonth()] ?? '',
  MMM: (d) => (MONTHS[d.getMonth()] ?? '').slice(0, 3),
  MM: (d) => pad(d.getMonth() + 1),
  M: (d) => String(d.getMonth() + 1),
  dd: (d) => pad(d.getDate()),
  d: (d) => String(d.getDate()),
  EEEE: (d) => DAYS[d.getDay()] ?? '',
  EEE: (d) => (DAYS[d.getDay()] ?? '').slice(0, 3),
  E: (d) => (DAYS[d.getDay()] ?? '').slice(0, 3),
  HH: (d) => pad(d.getHours()),
  H: (d) => String(d.getHours()),
  hh: (d) => pad(d.getHours() % 12 || 12),
  h: (d) => String(d.getHours() % 12 || 12),
  mm: (d) => pad(d.getMinutes()),
  m: (d) => String(d.getMinutes()),
  ss: (d) => pad(d.getSeconds()),
  s: (d) => String(d.getSeconds()),
  a: (d) => (d.getHours() < 12 ? 'AM' : 'PM'),
};
// Longest first, so "yyyy" is never read as two "yy".
const PATTERN = new RegExp(
  Object.keys(TOKENS)
    .sort((a, b) => b.length - a.length)
    .join('|'),
  'g',
);

/** A date in a pattern; '' for a missing or unreadable value (grids show an empty cell). */
export function formatDate(
  value: Date | string | null | undefined,
  pattern: string | null | undefined = DEFAULT_DATE_FORMAT,
): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return (pattern || DEFAULT_DATE_FORMAT).replace(
    PATTERN,
    (token) => TOKENS[token]?.(date) ?? token,
  );
}

export const formatDateTime = (
  value: Date | string | null | undefined,
  pattern: string | null | undefined = DEFAULT_DATE_TIME_FORMAT,
) => formatDate(value, pattern || DEFAULT_DATE_TIME_FORMAT);
