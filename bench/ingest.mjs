#!/usr/bin/env node
// Search event ingestion (issue 7): events per second through POST /api/applications/{id}/events
// in batches of 1,000 from 4 parallel clients, then the same batches again (all duplicates).
// Goal ≥ 20,000 events/s on PostgreSQL. BENCH_EVENTS sets the count (default 200,000) of each
// workload: events in time order (as live sites send them), then shuffled over 13 months.
// Rollup deltas are folded in the background after the replies, so on PostgreSQL it also
// reports the rate until the last delta is folded (the rate ingestion can keep up).
import { ensureBuild } from '../scripts/ensure-build.mjs';
import { table } from '../scripts/size-report.mjs';
import { eventBatches, ingest, issueKey } from './ingest-data.mjs';
import { onEachDatabase } from './lib/databases.mjs';
import { untilFolded } from './lib/pending.mjs';
import { seededEnv, signIn, startServer } from './lib/server.mjs';

const COUNT = Number(process.env.BENCH_EVENTS ?? 200_000);

/** New events, then (PostgreSQL) the wait until every rollup delta is folded, then all again. */
async function workload(name, env, base, key, batches) {
  const fresh = await ingest(base, 1, key, batches);
  const folded = env.DATABASE_URL ? await foldedAfter(env.DATABASE_URL, fresh) : null;
  const again = await ingest(base, 1, key, batches);
  return [
    name,
    fresh.sent.toLocaleString('en'),
    `${Math.round(fresh.perSecond).toLocaleString('en')} /s`,
    folded === null ? '-' : `${Math.round(folded).toLocaleString('en')} /s`,
    `${Math.round(again.perSecond).toLocaleString('en')} /s (${again.accepted} added)`,
  ];
}

async function scenario(name, env) {
  const server = await startServer({ ...seededEnv, DEMO_EVENTS: '0', DEMO_ORDERS: '0', ...env });
  try {
    const key = await issueKey(server.base, await signIn(server.base), 1);
    const live = eventBatches(COUNT, { prefix: 'live', seed: 11, inTimeOrder: true });
    const shuffled = eventBatches(COUNT, { prefix: 'ingest' });
    return [
      await workload(`${name}, in time order`, env, server.base, key, live),
      await workload(`${name}, shuffled over 13 months`, env, server.base, key, shuffled),
    ];
  } finally {
    await server.stop();
  }
}

/** Events per second from the first send until no rollup delta is pending any more. */
async function foldedAfter(url, fresh) {
  const started = performance.now();
  await untilFolded(url);
  return fresh.sent / (fresh.seconds + (performance.now() - started) / 1000);
}

ensureBuild();
const rows = await onEachDatabase(scenario, 5);
console.log('\nSearch event ingestion over HTTP (batches of 1,000, 4 clients)');
console.log(
  table(['database', 'events', 'new events', 'new, all folded', 'resent (duplicates)'], rows),
);
