import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The import rules of `npm run lint` (.dependency-cruiser.cjs): they catch a cycle and each
 * breach of the layering in a fixture built to break them, and the real tree breaks none.
 */
const CONFIG = './.dependency-cruiser.cjs';
const FIXTURE = 'tests/tooling/import-rules-fixture';

/** The folders `npm run lint` cruises, read from its script so the two cannot drift apart. */
function lintedFolders(): string[] {
  const scripts: Record<string, string> = JSON.parse(readFileSync('package.json', 'utf8')).scripts;
  const folders = scripts.lint?.match(/depcruise --config \S+ ([^&]+)/)?.[1];
  if (!folders) throw new Error('npm run lint does not run depcruise');
  return folders.trim().split(/\s+/);
}

async function cruised(folders: string[], baseDir?: string): Promise<ICruiseResult> {
  const options = await extractDepcruiseOptions(CONFIG);
  const tsConfig = extractTSConfig('tsconfig.json');
  const { output } = await cruise(
    folders,
    { ...options, validate: true, ...(baseDir ? { baseDir } : {}) },
    {},
    { tsConfig },
  );
  if (typeof output === 'string') throw new Error('expected the cruise result, got a report');
  return output;
}

const broken = (result: ICruiseResult) =>
  result.summary.violations
    .map(
      (v) => `${v.rule.name}: ${[v.from, ...(v.cycle?.map((c) => c.name) ?? [v.to])].join(' → ')}`,
    )
    .sort();

describe('import rules', () => {
  let fixture: ICruiseResult;
  beforeAll(async () => {
    fixture = await cruised(['contract', 'machines', 'ui', 'server', 'src'], join(FIXTURE));
  }, 60_000);

  it('report a cycle, type-only links included, and every import against the layering', () => {
    expect(broken(fixture)).toEqual([
      'contract-imports-only-contract: contract/leaky.ts → server/handler.ts',
      'machines-and-ui-import-only-contract: machines/flow.ts → src/page.ts',
      'no-circular: src/page.ts → src/panel.ts → src/page.ts',
      'server-imports-no-client: server/handler.ts → ui/index.ts',
    ]);
    const cycle = fixture.summary.violations.find((v) => v.rule.name === 'no-circular')?.cycle;
    expect(cycle?.some((link) => link.dependencyTypes.includes('type-only'))).toBe(true);
  });

  it('resolve the package.json `#` imports, so aliased imports are held to the rules too', () => {
    const handler = fixture.modules.find((m) => m.source === 'server/handler.ts');
    expect(handler?.dependencies.map((d) => d.resolved).sort()).toEqual([
      'contract/names.ts',
      'ui/index.ts',
    ]);
  });

  it('find no cycle and no breach in the real tree', async () => {
    const real = await cruised(lintedFolders());
    expect(broken(real)).toEqual([]);
    // The real tree's aliased imports resolve as well (a missed alias would pass every rule).
    const routes = real.modules.find((m) => m.source === 'server/companies/routes.ts');
    expect(routes?.dependencies.map((d) => d.resolved)).toContain('contract/companies.ts');
  }, 120_000);
});
