import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const files = [...sources(join(ROOT, 'src')), ...sources(join(ROOT, 'ui'))].map((path) => ({
  path: path.slice(ROOT.length + 1),
  text: readFileSync(path, 'utf8'),
}));

describe('the design card, to the letter', () => {
  it('depends on the Radix primitives it names, not on the umbrella package', () => {
    expect(pkg.dependencies).toHaveProperty('@radix-ui/react-dialog');
    expect(pkg.dependencies).toHaveProperty('@radix-ui/react-checkbox');
    expect(pkg.dependencies).not.toHaveProperty('radix-ui');
    const umbrella = files.filter((f) => /from 'radix-ui'/.test(f.text)).map((f) => f.path);
    expect(umbrella).toEqual([]);
  });

  it('uses the Radix checkbox everywhere: no native checkbox is left', () => {
    const native = files.filter((f) => /type="checkbox"/.test(f.text)).map((f) => f.path);
    expect(native).toEqual([]);
  });
});
