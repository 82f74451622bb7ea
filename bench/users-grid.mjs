#!/usr/bin/env node
// Users-grid latency (issue 5): GET /api/companies/1/users pages, sorted and searched, over HTTP
// against a built server whose company holds 100,000 users (BENCH_USERS), on PGlite and, when
// TEST_DATABASE_URL or DATABASE_URL answers, on PostgreSQL. Goal: p95 ≤ 20 ms on PostgreSQL.
import { ensureBuild } from '../scripts/ensure-build.mjs';
import { table } from '../scripts/size-report.mjs';
import { onEachDatabase } from './lib/databases.mjs';
import { seedUsers } from './lib/seed-users.mjs';
import { seededEnv, signIn, snapshotBuild, startServer } from './lib/server.mjs';

const USERS = Number(process.env.BENCH_USERS ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);

const SORTS = [
  '',
  '-name',
  'email',
  '-email',
  'created',
  '-created',
  'active',
  'role',
  '-role',
  'lastLogin',
  '-lastLogin',
];
const PAGES = [1, 2, 100];
/** A rare name, a surname shared by a hundred users, common fragments, and no match at all. */
const SEARCHES = ['grid4242@', 'novak-13', 'ann', 'smith', 'nobody-like-this'];

function requests() {
  const browse = SORTS.flatMap((sort) =>
    PAGES.map((page) => ({ kind: 'browse', query: { page, ...(sort ? { sort } : {}) } })),
  );
  const search = SEARCHES.flatMap((search) =>
    ['name', '-created'].map((sort) => ({ kind: 'search', query: { search, sort } })),
  );
  return [...browse, ...search];
}

const quantile = (sorted, q) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];

async function timed(base, token, query) {
  const url = `${base}/api/companies/1/users?${new URLSearchParams(query)}`;
  const started = performance.now();
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  const body = await res.json();
  const ms = performance.now() - started;
  if (res.status !== 200) throw new Error(`${url}: ${res.status} ${JSON.stringify(body)}`);
  return { ms, total: body.total };
}

async function scenario(name, env) {
  const settings = { ...seededEnv, ...env };
  await (await startServer(settings, { scriptArgs })).stop();
  const seeding = performance.now();
  await seedUsers(env, USERS);
  const seedS = ((performance.now() - seeding) / 1000).toFixed(1);
  const server = await startServer(settings, { scriptArgs });
  try {
    const token = await signIn(server.base);
    const all = requests();
    // The warm-up round: a search's first call also counts its matches (later calls of the same
    // search reuse the count until the company's users change), so it is reported on its own.
    const firstSearch = [];
    for (const r of all) {
      const { ms } = await timed(server.base, token, r.query);
      if (r.kind === 'search' && r.query.sort === 'name') firstSearch.push(ms);
    }
    firstSearch.sort((a, b) => a - b);
    const times = new Map(all.map((r) => [r, []]));
    for (let round = 0; round < ROUNDS; round++) {
      for (const r of all) times.get(r).push((await timed(server.base, token, r.query)).ms);
    }
    const row = (label, picked) => {
      const ms = picked.flatMap((r) => times.get(r)).sort((a, b) => a - b);
      const slowest = [...picked].sort(
        (a, b) =>
          quantile(
            times.get(b).sort((x, y) => x - y),
            0.5,
          ) -
          quantile(
            times.get(a).sort((x, y) => x - y),
            0.5,
          ),
      )[0];
      return [
        `${name}, ${label}`,
        `${quantile(ms, 0.5).toFixed(1)} ms`,
        `${quantile(ms, 0.95).toFixed(1)} ms`,
        String(ms.length),
        new URLSearchParams(slowest.query).toString(),
      ];
    };
    return [
      [`${name}, seeding ${USERS.toLocaleString('en')} users`, `${seedS} s`, '-', '-', '-'],
      row(
        'browse (sort × page)',
        all.filter((r) => r.kind === 'browse'),
      ),
      row(
        'search',
        all.filter((r) => r.kind === 'search'),
      ),
      [
        `${name}, search, first call`,
        `${quantile(firstSearch, 0.5).toFixed(1)} ms`,
        `${quantile(firstSearch, 0.95).toFixed(1)} ms`,
        String(firstSearch.length),
        '-',
      ],
      row('all', all),
    ];
  } finally {
    await server.stop();
  }
}

ensureBuild();
const scriptArgs = snapshotBuild();
const rows = await onEachDatabase(scenario, 5);
console.log(`\nUsers grid: GET /api/companies/1/users with ${USERS.toLocaleString('en')} users`);
console.log(table(['scenario', 'p50', 'p95', 'requests', 'slowest (by median)'], rows));
