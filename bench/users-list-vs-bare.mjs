#!/usr/bin/env node
// The users list against a bare endpoint (issue "Fast and smooth from the first minute", point 6):
// the built server's GET /api/companies/1/users and a bare Fastify endpoint that answers the same
// page with one indexed query (bench/lib/bare-endpoint.mjs), in the same run, straight after a
// bulk seed of BENCH_SIZES users with no manual ANALYZE. Each is driven by 10 keep-alive callers
// over 200 different search and page paths for BENCH_SECONDS; prints requests/s, p95 and the
// ratio, on PGlite and, when TEST_DATABASE_URL or DATABASE_URL answers, on PostgreSQL.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { cpSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBuild } from '../scripts/ensure-build.mjs';
import { table } from '../scripts/size-report.mjs';
import { onEachDatabase } from './lib/databases.mjs';
import { drive } from './lib/load.mjs';
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
    async stop() {
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}

/** One warm-up pass over every path, then the timed load. */
async function measure(base, list, headers) {
  await drive(base, list, { connections: CONNECTIONS, seconds: Math.min(2, SECONDS), headers });
  return drive(base, list, { connections: CONNECTIONS, seconds: SECONDS, headers });
}

const fmt = (r) => [`${r.rps.toFixed(0)} req/s`, `${r.p95.toFixed(1)} ms`];

function scenarioFor(size) {
  return async (name, env) => {
    // No demo search events: their load after start would share the CPU with the measurement.
    const settings = { ...seededEnv, DEMO_EVENTS: '0', DEMO_ORDERS: '0', ...env };
    await (await startServer(settings, { scriptArgs })).stop();
    await seedUsers(env, size, { analyze: false });
    const server = await startServer(settings, { scriptArgs });
    let list;
    try {
      const token = await signIn(server.base);
      list = await measure(`${server.base}/api/companies/1/users`, paths(), {
        authorization: `Bearer ${token}`,
      });
    } finally {
      await server.stop();
    }
    // The bare endpoint reads the database as the server left it (on PGlite, a copy of its
    // files: one process at a time), so both are measured on the same statistics.
    const bareDir = env.DATABASE_URL ? undefined : join(env.DATA_DIR, 'bare-pglite');
    if (bareDir) cpSync(join(env.DATA_DIR, 'pglite'), bareDir, { recursive: true });
    const bare = await startBare(
      env.DATABASE_URL ? { BARE_DATABASE_URL: env.DATABASE_URL } : { BARE_PGLITE_DIR: bareDir },
    );
    let yardstick;
    try {
      yardstick = await measure(`${bare.base}/users`, paths(), {});
    } finally {
      await bare.stop();
    }
    return [
      [
        `${name}, ${size.toLocaleString('en')} users`,
        ...fmt(list),
        ...fmt(yardstick),
        `${((100 * list.rps) / yardstick.rps).toFixed(0)} %`,
      ],
    ];
  };
}

// BENCH_PREBUILT=1 measures the build in DIST_DIR as it is (say, an older commit's) for a before/after.
if (!process.env.BENCH_PREBUILT) ensureBuild();
const scriptArgs = snapshotBuild();
const rows = [];
for (const size of SIZES) rows.push(...(await onEachDatabase(scenarioFor(size), 6)));
console.log(
  `\nUsers list vs a bare endpoint: ${CONNECTIONS} connections, 200 paths, ${SECONDS} s each, no ANALYZE after seeding`,
);
console.log(table(['database, size', 'list', 'list p95', 'bare', 'bare p95', 'list / bare'], rows));
