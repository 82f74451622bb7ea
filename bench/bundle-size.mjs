#!/usr/bin/env node
// Gzipped JavaScript that /login loads, from the esbuild metafile (dist/meta.json): the entry,
// everything it imports statically, and the lazily loaded chunks of the login route (with their
// own static imports). Also the largest route chunk. Budget from the foundation issue: 150 kB.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SPA_ENTRY } from '../scripts/build-options.mjs';
import { distDir } from '../scripts/build-stamp.mjs';
import { ensureBuild } from '../scripts/ensure-build.mjs';
import { gzipSize, kB, table } from '../scripts/size-report.mjs';

const BUDGET = 150 * 1024;
// Source files whose dynamic import the /login route triggers: its page and the visitor layout.
const LOGIN_ROUTE = /(^|\/)(login|visitor)[^/]*\/|(^|\/)(Login|Visitor)[^/]*\.tsx?$/i;

ensureBuild();
const meta = JSON.parse(readFileSync(join(distDir, 'meta.json'), 'utf8'));
const outputs = meta.outputs;
const isJs = (path) => path.endsWith('.js');
const [entryPath] = Object.entries(outputs).find(([, out]) => out.entryPoint === SPA_ENTRY);

/** An output and everything it imports statically, transitively. */
function staticClosure(start, seen = new Set()) {
  if (seen.has(start)) return seen;
  seen.add(start);
  for (const imp of outputs[start]?.imports ?? []) {
    if (imp.kind === 'import-statement' && !imp.external) staticClosure(imp.path, seen);
  }
  return seen;
}

/** Chunks loaded by dynamic import() anywhere in the bundle: one per lazily loaded module. */
const lazyChunks = Object.entries(outputs)
  .filter(([path, out]) => isJs(path) && out.entryPoint && out.entryPoint !== SPA_ENTRY)
  .map(([path, out]) => ({ path, source: out.entryPoint }));

const initial = staticClosure(entryPath);
const loginChunks = lazyChunks.filter((chunk) => LOGIN_ROUTE.test(chunk.source));
const login = new Set(initial);
for (const chunk of loginChunks) staticClosure(chunk.path, login);

const loginFiles = [...login].filter(isJs).map((path) => ({ path, gzip: gzipSize(path) }));
const loginTotal = loginFiles.reduce((sum, f) => sum + f.gzip, 0);
const routeChunks = lazyChunks
  .map((chunk) => ({ ...chunk, gzip: gzipSize(chunk.path) }))
  .sort((a, b) => b.gzip - a.gzip);
const largest = routeChunks[0];

console.log('JavaScript loaded by /login (gzip -9):');
console.log(
  table(
    ['file', 'gzip', 'why'],
    loginFiles
      .sort((a, b) => b.gzip - a.gzip)
      .map((f) => [
        f.path,
        kB(f.gzip),
        initial.has(f.path) ? 'entry' : (outputs[f.path].entryPoint ?? 'shared by the login route'),
      ]),
  ),
);
const verdict = loginTotal <= BUDGET ? 'within' : 'OVER';
console.log(`\n/login total: ${kB(loginTotal)} of a ${kB(BUDGET)} budget (${verdict} budget)`);
if (loginChunks.length === 0) console.log('note: no lazily loaded login chunk was found');
if (largest) {
  console.log(`largest route chunk: ${largest.path} (${largest.source}) ${kB(largest.gzip)}`);
}
console.log(`route chunks: ${routeChunks.length}`);
