#!/usr/bin/env node
// Builds the SPA (dist/public) and the server (dist/server/main.mjs) with esbuild.
//   node build.mjs          production build: minified, __DEV__ false, prints gzipped sizes
//   node build.mjs --dev    development build: not minified, __DEV__ true
//   node build.mjs --watch  rebuild on change (combine with --dev for the dev loop)
//   node build.mjs --quiet  no size table: `npm start` builds on the way to the password it prints
import { spawnSync } from 'node:child_process';
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import * as esbuild from 'esbuild';
import {
  ASSETS_DIR,
  afterServerBuild,
  cssOptions,
  serverOptions,
  spaOptions,
} from './scripts/build-options.mjs';
import { DIST, distDir, root, sourceHash, writeStamp } from './scripts/build-stamp.mjs';
import { compressPublic } from './scripts/compress-output.mjs';
import { printSizes } from './scripts/size-report.mjs';
import { createSpaOutput } from './scripts/spa-output.mjs';

const args = process.argv.slice(2);
const dev = args.includes('--dev');
const watch = args.includes('--watch');
const quiet = args.includes('--quiet');
const mode = dev ? 'development' : 'production';

/** Calls `after` with the result of every successful (re)build in watch mode. */
function onEnd(name, after) {
  return {
    name: `${name}-after-build`,
    setup(build) {
      build.onEnd((result) => {
        if (result.errors.length > 0) return;
        try {
          after(result);
          console.log(`[build] ${name} rebuilt ${new Date().toLocaleTimeString()}`);
        } catch (error) {
          console.error(`[build] ${name}: ${error.message}`);
        }
      });
    },
  };
}

/** What a build leaves to be served, without source maps and licence notes. */
function servedFiles() {
  const assets = readdirSync(join(root, ASSETS_DIR)).map((name) => `${ASSETS_DIR}/${name}`);
  return [...assets, `${DIST}/public/index.html`, `${DIST}/server/main.mjs`].filter(
    (path) => !/\.(map|LEGAL\.txt|br|gz)$/.test(path),
  );
}

/**
 * The empty, migrated PGlite database a first start copies (server/db/pglite-template.ts),
 * made by the server just built, with the migrations bundled beside it.
 */
function writePgliteTemplate() {
  const server = join(distDir, 'server');
  const made = spawnSync(
    process.execPath,
    [join(server, 'main.mjs'), 'pglite-template', join(server, 'pglite-template')],
    { stdio: 'inherit' },
  );
  if (made.status !== 0) throw new Error('writing the empty PGlite database failed');
}

async function buildOnce() {
  const hash = sourceHash(mode);
  rmSync(distDir, { recursive: true, force: true });
  const started = performance.now();
  const spaOutput = createSpaOutput();
  const [spa, css] = await Promise.all([
    esbuild.build(spaOptions({ dev })),
    esbuild.build(cssOptions({ dev })),
    esbuild.build(serverOptions({ dev })),
  ]);
  spaOutput.js(spa);
  spaOutput.css(css);
  afterServerBuild();
  if (!dev) compressPublic(join(distDir, 'public'));
  writePgliteTemplate();
  writeStamp(mode, hash);
  if (!quiet) printSizes(servedFiles());
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`${quiet ? '' : '\n'}${mode} build written to ${distDir} in ${seconds} s`);
}

async function buildWatch() {
  // A watched tree changes under the stamp, so `npm start` must not trust it.
  rmSync(join(distDir, '.build-stamp'), { force: true });
  const spaOutput = createSpaOutput();
  const withPlugin = (options, plugin) => ({
    ...options,
    plugins: [...(options.plugins ?? []), plugin],
  });
  const contexts = await Promise.all([
    esbuild.context(withPlugin(spaOptions({ dev }), onEnd('spa', spaOutput.js))),
    esbuild.context(withPlugin(cssOptions({ dev }), onEnd('css', spaOutput.css))),
    esbuild.context(withPlugin(serverOptions({ dev }), onEnd('server', afterServerBuild))),
  ]);
  await Promise.all(contexts.map((ctx) => ctx.watch()));
  console.log(`[build] watching for changes (${mode})`);
}

try {
  await (watch ? buildWatch() : buildOnce());
} catch (error) {
  // esbuild has already printed its diagnostics; anything else gets one line.
  if (!error.errors) console.error(`build failed: ${error.message}`);
  process.exit(1);
}
