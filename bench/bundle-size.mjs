#!/usr/bin/env node
// Gzipped JavaScript that /login loads, from the esbuild metafile (dist/meta.json): the entry,
// everything it imports statically, and the chunk of the page the route table lazily imports
// for '/login' (with its own static imports). Also the largest route chunk. Budget: 150 kB.
// (Checked once against the .js responses Chromium actually fetched for /login: the same files.)
import { readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { SPA_ENTRY } from '../scripts/build-options.mjs';
import { distDir, root } from '../scripts/build-stamp.mjs';
import { ensureBuild } from '../scripts/ensure-build.mjs';
import { gzipSize, kB, table } from '../scripts/size-report.mjs';

const BUDGET = 150 * 1024;
const ROUTES_FILE = 'src/routing/routes.ts';

/** The module the /login row of the route table imports lazily, e.g. src/pages/LoginPage. */
function loginPageModule() {
  const source = readFileSync(join(root, ROUTES_FILE), 'utf8');
  const row = /path:\s*'\/login'[^}]*?import\(\s*'([^']+)'\s*\)/.exec(source);
  if (!row) throw new Error(`no lazily imported page for '/login' in ${ROUTES_FILE}`);
  return posix.normalize(posix.join(posix.dirname(ROUTES_FILE), row[1]));
}

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
const loginModule = loginPageModule();
const loginChunks = lazyChunks.filter(
  (chunk) => chunk.source.replace(/\.[cm]?[jt]sx?$/, '') === loginModule,
);
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
/** Minified bytes per npm package (or top folder) in the files /login loads: where to trim. */
function contributors(files) {
  const bytes = new Map();
  for (const file of files) {
    for (const [input, { bytesInOutput }] of Object.entries(outputs[file].inputs)) {
      const inPackage = input.split('node_modules/').at(-1);
      const parts = inPackage.split('/');
      const name = input.includes('node_modules/')
        ? parts.slice(0, parts[0].startsWith('@') ? 2 : 1).join('/')
        : `${parts[0]}/`;
      bytes.set(name, (bytes.get(name) ?? 0) + bytesInOutput);
    }
  }
  return [...bytes].sort((a, b) => b[1] - a[1]).slice(0, 8);
}
console.log('\nLargest contributors (minified, before gzip):');
console.log(
  table(
    ['package', 'raw'],
    contributors([...login].filter(isJs)).map(([n, b]) => [n, kB(b)]),
  ),
);

const verdict = loginTotal <= BUDGET ? 'within' : 'OVER';
console.log(`\n/login total: ${kB(loginTotal)} of a ${kB(BUDGET)} budget (${verdict} budget)`);
if (loginChunks.length === 0) console.log(`note: no chunk was built for ${loginModule}`);
if (largest) {
  console.log(`largest route chunk: ${largest.path} (${largest.source}) ${kB(largest.gzip)}`);
}
console.log(`route chunks: ${routeChunks.length}`);
