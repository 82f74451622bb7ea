#!/usr/bin/env node
// Widget data (issue 7): p95 time of each widget's data call with BENCH_EVENTS (default
// 1,000,000) search events in one application, loaded through the ingestion API. Each widget
// reads application 1 over its widest preset (3 months; the month widget: this month), plus
// the hourly series of the last 24 hours. Goal ≤ 100 ms p95 on PostgreSQL.
import { ensureBuild } from '../scripts/ensure-build.mjs';
import { table } from '../scripts/size-report.mjs';
import { eventBatches, ingest, issueKey } from './ingest-data.mjs';
import { onEachDatabase } from './lib/databases.mjs';
import { untilFolded } from './lib/pending.mjs';
import { seededEnv, signIn, startServer } from './lib/server.mjs';

const COUNT = Number(process.env.BENCH_EVENTS ?? 1_000_000);
const CALLS = 40;
const CASES = [
  ['search-location', 1001, 'DATE-3M', { searchTypeId: 1, latLonAccuracyId: 3 }],
  ['travel-duration', 1002, 'DATE-3M', { searchTypeId: 1 }],
  ['traveller-count', 1003, 'DATE-3M', { searchTypeId: 1 }],
  ['search-duration', 1004, 'DATE-3M', { searchTypeId: 1 }],
  ['top-search-location', 1005, 'DATE-1M', {}],
  ['searches-over-time', 1006, 'DATE-3M', {}],
  ['searches-over-time', 1006, 'DATE-1D', {}],
  ['company-overview', 1013, 'DATE-3M', {}],
];

const p95 = (values) => [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.95) - 1];

async function addWidget(base, headers, [endpoint, widgetId, dateRangeId, additionalSettings]) {
  const res = await fetch(`${base}/api/companies/1/dashboards/0/widgets/${widgetId}/${endpoint}`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      widgetTitle: endpoint,
      cssWidth: 'w-full',
      dateRangeId,
      customDateRange: null,
      selectedApplicationIds: [1],
      additionalSettings,
    }),
  });
  if (res.status !== 201) throw new Error(`widget not added: ${await res.text()}`);
  return (await res.json()).instanceId;
}

async function scenario(name, env) {
  const server = await startServer({ ...seededEnv, DEMO_EVENTS: '0', DEMO_ORDERS: '0', ...env });
  try {
    const token = await signIn(server.base);
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const loaded = await ingest(
      server.base,
      1,
      await issueKey(server.base, token, 1),
      eventBatches(COUNT),
    );
    console.log(`${name}: ${loaded.accepted} events loaded at ${Math.round(loaded.perSecond)}/s`);
    // Measure the settled state: reads while the last batches are still folded measure both.
    if (env.DATABASE_URL) await untilFolded(env.DATABASE_URL);
    const rows = [];
    for (const c of CASES) {
      const id = await addWidget(server.base, headers, c);
      const url = `${server.base}/api/companies/1/widgets/${id}/data`;
      const times = [];
      for (let i = 0; i < CALLS + 3; i++) {
        const started = performance.now();
        const res = await fetch(url, { headers });
        if (res.status !== 200) throw new Error(`data failed: ${await res.text()}`);
        await res.json();
        if (i >= 3) times.push(performance.now() - started);
      }
      rows.push([name, `${c[0]} (${c[2]})`, `${p95(times).toFixed(1)} ms`]);
    }
    return rows;
  } finally {
    await server.stop();
  }
}

ensureBuild();
const rows = await onEachDatabase(scenario, 3);
console.log(`\nWidget data calls with ${COUNT.toLocaleString('en')} events in one application`);
console.log(table(['database', 'widget (range)', `p95 of ${CALLS} calls`], rows));
