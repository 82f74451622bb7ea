#!/usr/bin/env node
// Cold start of `node scripts/start.mjs` on a built tree until /api/health answers and until the
// admin's first sign-in succeeds (goal: within 5 s on a fresh data directory; the demo's search
// events load after that), and the resident memory (VmRSS) of the server process right after,
// with PGlite and, when TEST_DATABASE_URL or DATABASE_URL answers, with PostgreSQL.
import { ensureBuild } from '../scripts/ensure-build.mjs';
import { table } from '../scripts/size-report.mjs';
import { onEachDatabase } from './lib/databases.mjs';
import { median, memoryMiB, seededEnv, signIn, startServer } from './lib/server.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);

async function startOnce(env) {
  const started = performance.now();
  const server = await startServer({ ...seededEnv, ...env });
  await signIn(server.base);
  const signInMs = performance.now() - started;
  const rss = memoryMiB(server.pid, 'VmRSS');
  await server.stop();
  return { ms: server.startMs, signInMs, rss };
}

/** The first start of an empty database (migrate + seed), then RUNS restarts of it. */
async function scenario(name, env) {
  const first = await startOnce(env);
  const again = [];
  for (let i = 0; i < RUNS; i++) again.push(await startOnce(env));
  return [
    [
      `${name}, empty database`,
      `${first.ms.toFixed(0)} ms`,
      `${first.signInMs.toFixed(0)} ms`,
      `${first.rss.toFixed(1)} MiB`,
    ],
    [
      `${name}, restart (median of ${RUNS})`,
      `${median(again.map((r) => r.ms)).toFixed(0)} ms`,
      `${median(again.map((r) => r.signInMs)).toFixed(0)} ms`,
      `${median(again.map((r) => r.rss)).toFixed(1)} MiB`,
    ],
  ];
}

ensureBuild();
const rows = await onEachDatabase(scenario, 4);
console.log('\nStartup: node scripts/start.mjs on a built tree until /api/health answers');
console.log(table(['scenario', 'health answers', 'admin signed in', 'server RSS'], rows));
