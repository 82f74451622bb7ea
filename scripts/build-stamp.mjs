// The build stamp lets `npm start` skip the build when nothing that goes into dist/ changed.
// It hashes file contents rather than mtimes so a fresh checkout or `touch` does not force a
// rebuild, while any real edit (or a switch between dev and production builds) does.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));
/** Where builds go: `dist`, or DIST_DIR (a folder name under the root) so parallel runs keep apart. */
export const DIST = process.env.DIST_DIR || 'dist';
export const distDir = join(root, DIST);
const stampFile = join(distDir, '.build-stamp');

const SOURCE_DIRS = ['contract', 'machines', 'ui', 'src', 'server'];
const SOURCE_FILES = [
  'build.mjs',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'scripts/build-options.mjs',
  'scripts/build-stamp.mjs',
  'scripts/spa-output.mjs',
];
/** Files whose absence means there is nothing to serve. */
const REQUIRED_OUTPUTS = [
  'server/main.mjs',
  'server/parse-worker.mjs',
  'public/index.html',
  'meta.json',
];

function* walk(dir) {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
    a.name.localeCompare(b.name),
  )) {
    if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (entry.isFile()) yield path;
  }
}

/** A hash of every input of the build, plus the build mode. */
export function sourceHash(mode) {
  const hash = createHash('sha256').update(`mode:${mode}\n`);
  const files = [
    ...SOURCE_DIRS.flatMap((dir) => [...walk(join(root, dir))]),
    ...SOURCE_FILES.map((file) => join(root, file)).filter((file) => existsSync(file)),
  ];
  for (const file of files) {
    hash.update(`${relative(root, file)}\n`).update(readFileSync(file));
  }
  return hash.digest('hex');
}

export function writeStamp(mode, hash) {
  writeFileSync(
    stampFile,
    `${JSON.stringify({ mode, hash, builtAt: new Date().toISOString() })}\n`,
  );
}

/** Why the production build must be redone, or null when dist/ is current. */
export function staleReason() {
  const missing = REQUIRED_OUTPUTS.find((file) => !existsSync(join(distDir, file)));
  if (missing) return `dist/${missing} is missing`;
  if (!existsSync(stampFile) || !statSync(stampFile).isFile()) return 'no build stamp';
  let stamp;
  try {
    stamp = JSON.parse(readFileSync(stampFile, 'utf8'));
  } catch {
    return 'unreadable build stamp';
  }
  if (stamp.mode !== 'production') return `the last build was a ${stamp.mode} build`;
  if (stamp.hash !== sourceHash('production')) return 'sources changed since the last build';
  return null;
}
