import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';

const E2E = join(import.meta.dirname, '../../e2e');

it('has every e2e spec take `test` from its lane, so it talks to its own lane’s server', () => {
  const straight = readdirSync(E2E)
    .filter((name) => name.endsWith('.spec.ts'))
    .filter((name) =>
      /import\s*\{[^}]*\btest\b[^}]*\}\s*from\s*'@playwright\/test'/.test(
        readFileSync(join(E2E, name), 'utf8'),
      ),
    );
  expect(straight).toEqual([]);
});
