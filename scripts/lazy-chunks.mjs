// An esbuild plugin that keeps the first page's JavaScript in few files.
//
// With splitting, esbuild puts each module in a chunk named by the set of entry points (the
// main entry and every lazy page) that reach it. The entry's modules are reached by many
// different sets of pages, so /login loaded some twenty small chunks. Each lazy page here is
// loaded through a wrapper that also imports the main entry: every module of the entry is then
// reached by the same set and shares one chunk. At run time the import is free — the entry has
// run before any page loads — and no module moves out of or into the first load.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const NAMESPACE = 'lazy-page';
const HAS_DEFAULT = /\bexport\s+default\b|\bexport\s*\{[^}]*\bdefault\b[^}]*\}/;

export function lazyChunksPlugin({ root, entry }) {
  const entryPath = join(root, entry);
  return {
    name: 'lazy-pages-share-the-entry',
    setup(build) {
      build.onResolve({ filter: /^\./ }, async (args) => {
        if (args.kind !== 'dynamic-import' || args.pluginData === NAMESPACE) return undefined;
        const resolved = await build.resolve(args.path, {
          kind: args.kind,
          importer: args.importer,
          resolveDir: args.resolveDir,
          pluginData: NAMESPACE,
        });
        if (resolved.errors.length > 0) return { errors: resolved.errors };
        if (resolved.path.includes('node_modules')) return resolved;
        return { path: resolved.path, namespace: NAMESPACE };
      });
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => {
        const page = JSON.stringify(args.path);
        const withDefault = HAS_DEFAULT.test(readFileSync(args.path, 'utf8'));
        return {
          contents: [
            `import ${JSON.stringify(entryPath)};`,
            `export * from ${page};`,
            withDefault ? `export { default } from ${page};` : '',
          ].join('\n'),
          resolveDir: root,
          loader: 'js',
        };
      });
    },
  };
}
