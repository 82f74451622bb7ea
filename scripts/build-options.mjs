// esbuild settings for the bundles, shared by build.mjs (one-off and --watch) and
// scripts/dev.mjs. The SPA's follow-up steps are in spa-output.mjs.
import { cpSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { DIST, root } from './build-stamp.mjs';
import { lazyChunksPlugin } from './lazy-chunks.mjs';

export const SPA_ENTRY = 'src/main.tsx';
/** A classic script index.html loads before the first paint (no inline script: see the CSP). */
export const THEME_BOOT_ENTRY = 'src/theme/boot.js';
export const PUBLIC_DIR = `${DIST}/public`;
export const ASSETS_DIR = `${PUBLIC_DIR}/assets`;

/** Compile-time constants; `__DEV__` lets dev-only code drop out of the production bundle. */
function defines(dev) {
  return {
    __DEV__: String(dev),
    'process.env.NODE_ENV': JSON.stringify(dev ? 'development' : 'production'),
  };
}

export function spaOptions({ dev }) {
  const define = defines(dev);
  return {
    absWorkingDir: root,
    entryPoints: { main: `./${SPA_ENTRY}`, 'theme-boot': `./${THEME_BOOT_ENTRY}` },
    outdir: ASSETS_DIR,
    publicPath: '/assets/',
    bundle: true,
    // Each area's pages are dynamic imports, so splitting gives every area its own chunk.
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    entryNames: '[name]-[hash]',
    chunkNames: '[name]-[hash]',
    assetNames: '[name]-[hash]',
    sourcemap: 'linked',
    minify: !dev,
    legalComments: 'linked',
    metafile: true,
    logLevel: 'warning',
    define,
    loader: {
      '.svg': 'file',
      '.png': 'file',
      '.jpg': 'file',
      '.webp': 'file',
      '.woff': 'file',
      '.woff2': 'file',
    },
    // The .css.ts files are evaluated at build time by a nested esbuild; it needs the same defines.
    plugins: [
      vanillaExtractPlugin({ esbuildOptions: { define } }),
      lazyChunksPlugin({ root, entry: SPA_ENTRY }),
    ],
  };
}

/**
 * The same SPA bundled without splitting, kept only for its CSS. With splitting, esbuild gives
 * each lazy chunk its own CSS file but never loads it; this pass yields one stylesheet with
 * every style of every page, deduplicated and in import order, that index.html links.
 */
export function cssOptions({ dev }) {
  return { ...spaOptions({ dev }), splitting: false, write: false, metafile: false };
}

export function serverOptions({ dev }) {
  return {
    absWorkingDir: root,
    // The spreadsheet parser runs in a worker thread, which needs a file of its own to start.
    entryPoints: {
      main: './server/main.ts',
      'parse-worker': './server/bulk-users/parse-worker.ts',
    },
    outdir: `${DIST}/server`,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // npm packages stay in node_modules: native addons (argon2) and PGlite's wasm need their files.
    packages: 'external',
    sourcemap: 'linked',
    metafile: true,
    logLevel: 'warning',
    define: { __DEV__: String(dev) },
    // An ESM bundle has no `require`; esbuild's shim uses this one if any bundled code calls it.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module';\nconst require = __createRequire(import.meta.url);",
    },
  };
}

export function afterServerBuild() {
  const target = join(root, DIST, 'server/migrations');
  rmSync(target, { recursive: true, force: true });
  cpSync(join(root, 'server/db/migrations'), target, { recursive: true });
}
