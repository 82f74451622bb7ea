#!/usr/bin/env node
// Order ingestion (issue 18): orders per second through POST /api/applications/{id}/orders in
// batches of 500 from 2 parallel clients — new orders, the same batches resent (unchanged),
// then every order changed (updated). Target ≥ 2,000 orders/s on PostgreSQL. BENCH_ORDERS sets
// the count (default 20,000); BENCH_CLIENTS the parallel clients. On a shared machine the rate
// depends on the other load; orders per CPU-second (server and PostgreSQL backends together)
// says what the work itself costs.
import { ensureBuild } from '../scripts/ensure-build.mjs';
import { table } from '../scripts/size-report.mjs';
import { issueKey } from './ingest-data.mjs';
import { measureCpu } from './lib/cpu.mjs';
import { onEachDatabase } from './lib/databases.mjs';
import { seededEnv, signIn, startServer } from './lib/server.mjs';
import { ingestOrders, orderBatches } from './orders-data.mjs';

const COUNT = Number(process.env.BENCH_ORDERS ?? 20_000);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 2);

/** Orders per second of wall time, and per CPU-second of the server and PostgreSQL together. */
const rate = ({ result, cpu }, what) =>
  `${Math.round(result.perSecond).toLocaleString('en')} /s, ${Math.round(result.sent / cpu).toLocaleString('en')} /CPU-s (${result[what]} ${what})`;

async function scenario(name, env) {
  const server = await startServer({ ...seededEnv, DEMO_EVENTS: '0', DEMO_ORDERS: '0', ...env });
  try {
    const key = await issueKey(server.base, await signIn(server.base), 1);
    const run = (batches) =>
      measureCpu(server.pid, env.DATABASE_URL, () =>
        ingestOrders(server.base, 1, key, batches, CLIENTS),
      );
    const fresh = await run(orderBatches(COUNT));
    const again = await run(orderBatches(COUNT));
    const changed = await run(orderBatches(COUNT, { revision: 1 }));
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
