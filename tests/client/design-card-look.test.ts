import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const importsOf = (text: string) =>
  [...text.matchAll(/(?:import|export)[^'"]*?from\s+'([^']+)'/g)].map((m) => m[1] ?? '');

/** Every file ui/index.ts reaches through relative imports, with the packages each imports. */
function graphFrom(entry: string): Map<string, string[]> {
  const seen = new Map<string, string[]>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    const specifiers = importsOf(readFileSync(file, 'utf8'));
    seen.set(file, specifiers);
    for (const spec of specifiers.filter((s) => s.startsWith('.'))) {
      const base = resolve(dirname(file), spec);
      const found = [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find(existsSync);
      if (found) visit(found);
    }
  };
  visit(entry);
  return seen;
}

describe('the look every area inherits', () => {
  it('takes its icons from one set, @radix-ui/react-icons', () => {
    const files = [...sources(join(ROOT, 'src')), ...sources(join(ROOT, 'ui'))];
    const others = files.filter((path) =>
      importsOf(readFileSync(path, 'utf8')).some((spec) =>
        /^(react-icons|lucide-react|@heroicons\/|@mui\/icons|@tabler\/icons)/.test(spec),
      ),
    );
    expect(others).toEqual([]);
  });

  it('keeps the icon set and the Radix select out of what /login loads (ui/index.ts)', () => {
    // Whatever ui/index.ts reaches lands in /login's entry chunk (150 kB budget): the icons
    // and the kit inputs are imported by the signed-in pages only, through '#ui/forms'.
    const heavy = [...graphFrom(join(ROOT, 'ui/index.ts'))]
      .filter(([, specs]) => specs.some((s) => /^@radix-ui\/react-(icons|select)$/.test(s)))
      .map(([file]) => file.slice(ROOT.length + 1));
    expect(heavy).toEqual([]);
  });
});
