#!/usr/bin/env node
// Order ingestion (issue 18): orders per second through POST /api/applications/{id}/orders in
// batches of 500 from 2 parallel clients — new orders, the same batches resent (unchanged),
// then every order changed (updated). Target ≥ 2,000 orders/s on PostgreSQL. BENCH_ORDERS sets
// the count (default 20,000); BENCH_CLIENTS the parallel clients.
import { ensureBuild } from '../scripts/ensure-build.mjs';
import { table } from '../scripts/size-report.mjs';
import { issueKey } from './ingest-data.mjs';
import { onEachDatabase } from './lib/databases.mjs';
import { seededEnv, signIn, startServer } from './lib/server.mjs';
import { ingestOrders, orderBatches } from './orders-data.mjs';

const COUNT = Number(process.env.BENCH_ORDERS ?? 20_000);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 2);

const rate = (r, what) => `${Math.round(r.perSecond).toLocaleString('en')} /s (${r[what]} ${what})`;

async function scenario(name, env) {
  const server = await startServer({ ...seededEnv, DEMO_EVENTS: '0', DEMO_ORDERS: '0', ...env });
  try {
    const key = await issueKey(server.base, await signIn(server.base), 1);
    const fresh = await ingestOrders(server.base, 1, key, orderBatches(COUNT), CLIENTS);
    const again = await ingestOrders(server.base, 1, key, orderBatches(COUNT), CLIENTS);
    const changed = await ingestOrders(
      server.base,
      1,
      key,
      orderBatches(COUNT, { revision: 1 }),
      CLIENTS,
    );
    return [
      [
        name,
        COUNT.toLocaleString('en'),
        rate(fresh, 'created'),
        rate(again, 'unchanged'),
        rate(changed, 'updated'),
      ],
    ];
  } finally {
    await server.stop();
  }
}

ensureBuild();
const rows = await onEachDatabase(scenario, 5);
console.log(`\nOrder ingestion over HTTP (batches of 500, ${CLIENTS} clients)`);
console.log(table(['database', 'orders', 'new', 'resent', 'changed'], rows));
