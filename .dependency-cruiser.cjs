/**
 * The import rules `npm run lint` holds the tree to (dependency-cruiser). Type-only imports
 * count: a cycle of types still ties the files into one piece that is read and changed whole.
 */
const OURS = [
  '^contract/',
  '^machines/',
  '^ui/',
  '^server/',
  '^src/',
  '^tests/',
  '^e2e/',
  '^scripts/',
  '^bench/',
];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'Move the shared piece into a module both sides import. A cycle through a lazy import (a page the route table loads on use) is no cycle at load time.',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['dynamic-import'] } },
    },
    {
      name: 'contract-imports-only-contract',
      severity: 'error',
      comment: 'The contract is shared by server and browser: it depends on nothing else of ours.',
      from: { path: '^contract/' },
      to: { path: OURS, pathNot: '^contract/' },
    },
    {
      name: 'machines-and-ui-import-only-contract',
      severity: 'error',
      comment: 'State machines and UI primitives know the contract and themselves, not the app.',
      from: { path: '^(machines|ui)/' },
      to: { path: OURS, pathNot: ['^$1/', '^contract/'] },
    },
    {
      name: 'server-imports-no-client',
      severity: 'error',
      comment: 'The server never bundles browser code.',
      from: { path: '^server/' },
      to: { path: ['^src/', '^ui/', '^machines/'] },
    },
    {
      name: 'resolvable',
      severity: 'error',
      comment: 'An import the cruiser cannot resolve would slip past every rule above.',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Breaks every rule on purpose, for tests/tooling/import-rules.test.ts.
    exclude: { path: '^tests/tooling/import-rules-fixture/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    // `#contract/*`, `#server/*`, `#machines/*` and `#ui` resolve through package.json `imports`.
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.mjs', '.js', '.cjs', '.d.ts'],
    },
  },
};
