// Prints build outputs with raw and gzipped sizes, largest gzipped first.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from './build-stamp.mjs';

export function gzipSize(path) {
  return gzipSync(readFileSync(join(root, path)), { level: 9 }).length;
}

export const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

/** Renders rows (arrays of strings) as an aligned text table; numeric columns align right. */
export function table(header, rows) {
  const all = [header, ...rows];
  const widths = header.map((_, i) => Math.max(...all.map((row) => row[i].length)));
  const numeric = header.map((_, i) => rows.every((row) => /^(-|[\d.]+ \w+)$/.test(row[i])));
  const line = (row) =>
    row
      .map((cell, i) => (numeric[i] ? cell.padStart(widths[i]) : cell.padEnd(widths[i])))
      .join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

/** The given files (repo-relative paths), largest gzipped first, with a total. */
export function printSizes(paths) {
  const files = paths
    .map((path) => ({ path, raw: statSync(join(root, path)).size, gzip: gzipSize(path) }))
    .sort((a, b) => b.gzip - a.gzip || a.path.localeCompare(b.path));
  const rows = files.map((f) => [f.path, kB(f.raw), kB(f.gzip)]);
  const raw = files.reduce((sum, f) => sum + f.raw, 0);
  const gzip = files.reduce((sum, f) => sum + f.gzip, 0);
  rows.push([`total (${files.length} files)`, kB(raw), kB(gzip)]);
  console.log(table(['file', 'raw', 'gzip'], rows));
}
