// Writes docs/access.md from the contract (run: npx tsx scripts/access-doc.ts). A test in
// npm test (tests/server/access-doc.test.ts) fails when the committed file differs.
import { writeFileSync } from 'node:fs';
import { accessDoc } from '../server/openapi/access-doc';

const target = new URL('../docs/access.md', import.meta.url);
writeFileSync(target, accessDoc());
console.log(`wrote ${target.pathname}`);
