#!/usr/bin/env node
// Search event ingestion (issue 7): events per second through POST /api/applications/{id}/events
// in batches of 1,000 from 4 parallel clients, then the same batches again (all duplicates).
// Goal ≥ 20,000 events/s on PostgreSQL. BENCH_EVENTS sets the count (default 200,000).
import { ensureBuild } from '../scripts/ensure-build.mjs';
import { table } from '../scripts/size-report.mjs';
import { eventBatches, ingest, issueKey } from './ingest-data.mjs';
import { onEachDatabase } from './lib/databases.mjs';
import { seededEnv, signIn, startServer } from './lib/server.mjs';

const COUNT = Number(process.env.BENCH_EVENTS ?? 200_000);

async function scenario(name, env) {
  const batches = eventBatches(COUNT, { prefix: 'ingest' });
  const server = await startServer({ ...seededEnv, DEMO_EVENTS: '0', ...env });
  try {
    const key = await issueKey(server.base, await signIn(server.base), 1);
    const fresh = await ingest(server.base, 1, key, batches);
    const again = await ingest(server.base, 1, key, batches);
    return [
      [
        name,
        fresh.sent.toLocaleString('en'),
        `${Math.round(fresh.perSecond).toLocaleString('en')} /s`,
        `${Math.round(again.perSecond).toLocaleString('en')} /s (${again.accepted} added)`,
      ],
    ];
  } finally {
    await server.stop();
  }
}

ensureBuild();
const rows = await onEachDatabase(scenario, 4);
console.log('\nSearch event ingestion over HTTP (batches of 1,000, 4 clients)');
console.log(table(['database', 'events', 'new events', 'resent (duplicates)'], rows));
