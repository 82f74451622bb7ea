#!/usr/bin/env node
// The users list against a bare endpoint (issue "Fast and smooth from the first minute", point 6):
// the built server's GET /api/companies/1/users and a bare Fastify endpoint that answers the same
// page with one indexed query (bench/lib/bare-endpoint.mjs), in the same run, straight after a
// bulk seed of BENCH_SIZES users with no manual ANALYZE. Each is driven by 10 keep-alive callers
// over 200 different search and page paths for BENCH_SECONDS; prints requests/s, p95 and the
// ratio, on PGlite and, when TEST_DATABASE_URL or DATABASE_URL answers, on PostgreSQL. The two
// take turns every 2 s (bench/lib/load.mjs says why) with a third: issue 26's bare floor, one
// statement over users alone (bench/lib/bare-endpoint.mjs, /floor), with CPU-seconds per 1,000
// requests of each.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { cpSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBuild } from '../scripts/ensure-build.mjs';
import { table } from '../scripts/size-report.mjs';
import { measureCpu } from './lib/cpu.mjs';
import { onEachDatabase } from './lib/databases.mjs';
import { drive, driveInTurns } from './lib/load.mjs';
import { seedUsers } from './lib/seed-users.mjs';
import { seededEnv, signIn, snapshotBuild, startServer } from './lib/server.mjs';

const SIZES = (process.env.BENCH_SIZES ?? '2000,100000').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;

/** 100 browse pages and 20 search fragments × 5 pages: 200 paths, each asked again and again. */
function paths() {
  const browse = Array.from({ length: 100 }, (_, i) => `?page=${i + 1}`);
  const fragments = [
    'ann',
    'bob',
    'smith',
    'novak',
    'lee',
    'grid1',
    'grid2',
    'grid3',
    'khan-1',
    'silva-2',
    'eva',
    'jo',
    'brown-4',
    'martin',
    'nguyen-9',
    '@bench',
    'garcia',
    'finn',
    'dan',
    'cleo',
  ];
  const search = fragments.flatMap((s) =>
    [1, 2, 3, 4, 5].map((page) => `?search=${encodeURIComponent(s)}&page=${page}`),
  );
  return [...browse, ...search];
}

async function startBare(env) {
  const child = spawn(
    process.execPath,
    [fileURLToPath(new URL('./lib/bare-endpoint.mjs', import.meta.url))],
    {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const [chunk] = await once(child.stdout, 'data');
  return {
    base: `http://127.0.0.1:${Number(String(chunk).trim())}`,
    pid: child.pid,
    async stop() {
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}

/** Throughput, p95 and CPU-seconds per 1,000 requests: the server's own, then with its database's. */
const fmt = (r, cpu) => [
  `${r.rps.toFixed(0)} req/s`,
  `${r.p95.toFixed(1)} ms`,
  `${((1000 * cpu.node) / r.requests).toFixed(2)} / ${((1000 * cpu.all) / r.requests).toFixed(2)}`,
];

function scenarioFor(size) {
  return async (name, env) => {
    // No demo search events: their load after start would share the CPU with the measurement.
    const settings = { ...seededEnv, DEMO_EVENTS: '0', DEMO_ORDERS: '0', ...env };
    await (await startServer(settings, { scriptArgs })).stop();
    await seedUsers(env, size, { analyze: false });
    // The first start after the seed is the one measured: what it does on its own about the
    // bulk-written tables (server/db/statistics.ts) is part of what the list is judged on. The
    // bare endpoint reads the same database; on PGlite a copy of its files, made once the server
    // has had its first minute (one process per folder), so both read the same statistics.
    let server = await startServer(settings, { scriptArgs });
    const bareDir = env.DATABASE_URL ? undefined : join(env.DATA_DIR, 'bare-pglite');
    if (bareDir) {
      await warmUp(server);
      await server.stop();
      cpSync(join(env.DATA_DIR, 'pglite'), bareDir, { recursive: true });
      server = await startServer(settings, { scriptArgs });
    }
    let bare;
    try {
      bare = await startBare(
        env.DATABASE_URL ? { BARE_DATABASE_URL: env.DATABASE_URL } : { BARE_PGLITE_DIR: bareDir },
      );
      const targets = [
        {
          base: `${server.base}/api/companies/1/users`,
          paths: paths(),
          headers: await signedIn(server),
        },
        { base: `${bare.base}/users`, paths: paths() },
        { base: `${bare.base}/floor`, paths: paths() },
      ];
      // One warm-up pass for each, then all in turns.
      await driveInTurns(targets, { connections: CONNECTIONS, seconds: 2, slice: 2 });
      const pids = [server.pid, bare.pid, bare.pid];
      const cpu = targets.map(() => ({ all: 0, node: 0 }));
      const around = async (i, work) => {
        const measured = await measureCpu(pids[i], env.DATABASE_URL, work);
        cpu[i].all += measured.cpu;
        cpu[i].node += measured.node;
        return measured.result;
      };
      const [list, yardstick, floor] = await driveInTurns(targets, {
        connections: CONNECTIONS,
        seconds: SECONDS,
        slice: 2,
        around,
      });
      const share = (of) => `${((100 * list.rps) / of.rps).toFixed(0)} %`;
      return [
        [
          `${name}, ${size.toLocaleString('en')} users`,
          ...fmt(list, cpu[0]),
          ...fmt(yardstick, cpu[1]),
          ...fmt(floor, cpu[2]),
          share(yardstick),
          share(floor),
        ],
      ];
    } finally {
      await bare?.stop();
      await server.stop();
    }
  };
}

async function signedIn(server) {
  return { authorization: `Bearer ${await signIn(server.base)}` };
}

/** A pass over every path of the list, as its first minute of use. */
async function warmUp(server) {
  await drive(`${server.base}/api/companies/1/users`, paths(), {
    connections: CONNECTIONS,
    seconds: 2,
    headers: await signedIn(server),
  });
}

// BENCH_PREBUILT=1 measures the build in DIST_DIR as it is (say, an older commit's) for a before/after.
if (!process.env.BENCH_PREBUILT) ensureBuild();
const scriptArgs = snapshotBuild();
const rows = [];
for (const size of SIZES) rows.push(...(await onEachDatabase(scenarioFor(size), 12)));
console.log(
  `\nUsers list vs a bare endpoint: ${CONNECTIONS} connections, 200 paths, ${SECONDS} s each in 2 s turns, no ANALYZE after seeding`,
);
console.log('CPU: CPU-seconds per 1,000 requests, the server alone / with its PostgreSQL backends');
console.log(
  table(
    [
      ...['database, size', 'list', 'list p95', 'list CPU', 'bare', 'bare p95', 'bare CPU'],
      ...['floor', 'floor p95', 'floor CPU', 'list / bare', 'list / floor'],
    ],
    rows,
  ),
);
