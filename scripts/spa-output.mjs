// Finishes the SPA once both of its esbuild passes are done: the split JavaScript build and
// the one-stylesheet CSS build (see cssOptions in build-options.mjs for why there are two).
// Writes dist/public/index.html with the hashed tags, dist/meta.json for bench/, and removes
// files no current build wrote (stale hashes in watch mode, the unused per-chunk CSS).
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, posix, relative } from 'node:path';
import { ASSETS_DIR, PUBLIC_DIR, SPA_ENTRY, THEME_BOOT_ENTRY } from './build-options.mjs';
import { distDir, root } from './build-stamp.mjs';

const ASSETS_MARKER = '<!-- assets -->';
const STATIC_SOURCE = 'src/static';
const toUrl = (outPath) => `/${posix.relative(PUBLIC_DIR, outPath)}`;
const isCss = (path) => /\.css(\.map)?$/.test(path);

/** Writes the CSS pass's stylesheet, its map and any assets; returns their repo-relative paths. */
export function writeCssOutputs(outputFiles) {
  const written = [];
  for (const file of outputFiles) {
    const path = relative(root, file.path).split('\\').join('/');
    if (/\.js(\.map|\.LEGAL\.txt)?$/.test(path)) continue;
    mkdirSync(dirname(file.path), { recursive: true });
    writeFileSync(file.path, file.contents);
    written.push(path);
  }
  return written;
}

function outputOf(metafile, entryPoint) {
  const found = Object.entries(metafile.outputs).find(([, out]) => out.entryPoint === entryPoint);
  if (!found) throw new Error(`esbuild produced no output for ${entryPoint}`);
  return found;
}

function writeIndexHtml(metafile, stylesheet) {
  const [jsPath, entry] = outputOf(metafile, SPA_ENTRY);
  const [bootPath] = outputOf(metafile, THEME_BOOT_ENTRY);
  const preloads = entry.imports
    .filter((imp) => imp.kind === 'import-statement' && !imp.external)
    .map((imp) => `<link rel="modulepreload" href="${toUrl(imp.path)}">`);
  const tags = [
    // Blocking, so the stored theme applies before anything is painted.
    `<script src="${toUrl(bootPath)}"></script>`,
    ...(stylesheet ? [`<link rel="stylesheet" href="${toUrl(stylesheet)}">`] : []),
    ...preloads,
    `<script type="module" src="${toUrl(jsPath)}"></script>`,
  ];
  const template = readFileSync(join(root, 'src/index.html'), 'utf8');
  if (!template.includes(ASSETS_MARKER)) {
    throw new Error(`src/index.html has no ${ASSETS_MARKER} marker for the script and style tags`);
  }
  const html = template.replace(ASSETS_MARKER, tags.join('\n    '));
  writeFileSync(join(root, PUBLIC_DIR, 'index.html'), html);
  // Files served under fixed names (browsers ask for /favicon.ico whatever the page says).
  for (const name of readdirSync(join(root, STATIC_SOURCE))) {
    copyFileSync(join(root, STATIC_SOURCE, name), join(root, PUBLIC_DIR, name));
  }
}

function prune(keep) {
  const dir = join(root, ASSETS_DIR);
  if (!existsSync(dir)) return;
  for (const name of readdirSync(dir)) {
    const path = `${ASSETS_DIR}/${name}`;
    if (!keep.has(path)) rmSync(join(root, path), { force: true, recursive: true });
  }
}

/** Collects the latest result of each pass; finishes whenever both have one. */
export function createSpaOutput() {
  let metafile = null;
  let cssFiles = null;
  const finish = () => {
    if (!metafile || !cssFiles) return;
    const stylesheet = cssFiles.find((path) => path.endsWith('.css')) ?? null;
    writeIndexHtml(metafile, stylesheet);
    writeFileSync(join(distDir, 'meta.json'), JSON.stringify({ ...metafile, stylesheet }));
    const js = Object.keys(metafile.outputs).filter((path) => !isCss(path));
    prune(new Set([...js, ...cssFiles]));
  };
  return {
    js(result) {
      metafile = result.metafile;
      finish();
    },
    css(result) {
      cssFiles = writeCssOutputs(result.outputFiles);
      finish();
    },
  };
}
