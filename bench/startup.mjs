#!/usr/bin/env node
// Cold start of `node scripts/start.mjs` on a built tree until /api/health answers, and the
// resident memory (VmRSS) of the server process right after, with PGlite and, when
// TEST_DATABASE_URL or DATABASE_URL answers, with PostgreSQL (in a throwaway database).
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from '../scripts/build-stamp.mjs';
import { ensureBuild } from '../scripts/ensure-build.mjs';
import { table } from '../scripts/size-report.mjs';
import { withBenchDatabase } from './postgres.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);

async function freePort() {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address();
  server.close();
  return port;
}

/** start.mjs runs the server in its own process; should that change, measure the child. */
function serverPid(startPid) {
  const children = readFileSync(`/proc/${startPid}/task/${startPid}/children`, 'utf8').trim();
  return children ? Number(children.split(/\s+/)[0]) : startPid;
}

function rssMiB(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1]);
  return kib / 1024;
}

async function startOnce(env) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  const exited = once(child, 'exit');
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${stderr}`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const ms = performance.now() - started;
  const rss = rssMiB(serverPid(child.pid));
  child.kill('SIGTERM');
  await exited;
  return { ms, rss };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The first start of an empty database (migrate + seed), then RUNS restarts of it. */
async function scenario(name, env) {
  const first = await startOnce(env);
  const again = [];
  for (let i = 0; i < RUNS; i++) again.push(await startOnce(env));
  return [
    [`${name}, empty database`, `${first.ms.toFixed(0)} ms`, `${first.rss.toFixed(1)} MiB`],
    [
      `${name}, restart (median of ${RUNS})`,
      `${median(again.map((r) => r.ms)).toFixed(0)} ms`,
      `${median(again.map((r) => r.rss)).toFixed(1)} MiB`,
    ],
  ];
}

ensureBuild();
const rows = [];
const dataDir = mkdtempSync(join(tmpdir(), 'waypoint-bench-'));
try {
  rows.push(...(await scenario('PGlite', { DATABASE_URL: '', DATA_DIR: dataDir })));
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
const pgRows = await withBenchDatabase((url) => scenario('PostgreSQL', { DATABASE_URL: url }));
if (pgRows) rows.push(...pgRows);
else rows.push(['PostgreSQL', 'not reachable', '-']);

console.log('\nStartup: node scripts/start.mjs on a built tree until /api/health answers');
console.log(table(['scenario', 'cold start', 'server RSS'], rows));
