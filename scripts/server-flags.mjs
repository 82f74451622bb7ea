// The Node flags `npm start` gives the server, read from package.json's start script so the
// benches and the e2e server run it exactly as it runs in production.
//   --optimize-for-size  V8 keeps a 2 MiB young generation and collects old space sooner: a
//                        50,000-row import peaks about 60 MiB lower and ran as fast; event
//                        ingestion, the most allocating call, lost 10-20 % of its rate (bench/).
//   --v8-pool-size=1     one V8 helper thread: compile and GC work no longer leaves freed memory
//                        in a malloc arena per thread (about 40 MiB resident for good).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './build-stamp.mjs';

const START = /^(?:exec )?node((?:\s+--[\w-]+(?:=\S+)?)*)\s+scripts\/start\.mjs$/;

export function serverNodeFlags() {
  const { scripts } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const match = START.exec(scripts.start);
  if (!match)
    throw new Error(`package.json start script is not "exec node [flags] scripts/start.mjs"`);
  return match[1].trim().split(/\s+/).filter(Boolean);
}
