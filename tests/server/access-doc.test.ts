import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { ACCESS_DOC_COMMAND, accessDoc } from '#server/openapi/access-doc';

it('docs/access.md lists who may call every operation, as the contract says now', () => {
  const committed = readFileSync(new URL('../../docs/access.md', import.meta.url), 'utf8');
  expect(
    committed === accessDoc(),
    `docs/access.md differs from the contract: run ${ACCESS_DOC_COMMAND} and commit it`,
  ).toBe(true);
});
