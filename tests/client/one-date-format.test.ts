import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every date, number and amount on every page goes through ui/format/ (dates in the user's
 * format and one time zone, money with its symbol and separators). A page that formats one
 * itself shows a second format the day it is written: this keeps src/ and ui/ from it.
 */

const ROOT = join(import.meta.dirname, '../..');
const ALLOWED = 'ui/format/';

const DIRECT = [
  /\.toLocale(?:Date|Time)?String\(/,
  /\bIntl\.(?:DateTimeFormat|NumberFormat|RelativeTimeFormat)\b/,
  /\.toISOString\(\)\s*\.(?:slice|substring|substr|split)\(/,
  /\.toFixed\(/,
];

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return files(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** "file:line: text" for each line that formats a date or number itself. */
function directFormatting(path: string, text: string): string[] {
  return text
    .split('\n')
    .flatMap((line, i) =>
      DIRECT.some((pattern) => pattern.test(line)) ? [`${path}:${i + 1}: ${line.trim()}`] : [],
    );
}

describe('one date and number format', () => {
  it('finds a page formatting for itself', () => {
    const page = [
      'const a = new Date(x).toLocaleString();',
      'const b = d.toLocaleDateString("en-US");',
      'const c = new Intl.DateTimeFormat("en", {}).format(d);',
      'const e = d.toISOString().slice(0, 10);',
      'const f = amount.toFixed(2);',
      'const g = formatDate(d);',
    ].join('\n');
    expect(directFormatting('page.tsx', page)).toHaveLength(5);
  });

  it('is done only in ui/format/', () => {
    const found = ['src', 'ui'].flatMap((dir) =>
      files(join(ROOT, dir))
        .map((path) => relative(ROOT, path))
        .filter((path) => !path.startsWith(ALLOWED))
        .flatMap((path) => directFormatting(path, readFileSync(join(ROOT, path), 'utf8'))),
    );
    expect(found).toEqual([]);
  });
});
