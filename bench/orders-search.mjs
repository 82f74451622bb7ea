#!/usr/bin/env node
// My orders' text box over HTTP at 1,000,000 orders (issue 26), on PostgreSQL: the built server's
// GET …/ordermanager/myorders?text=… for a common surname, a rare full name, an order reference
// and a supplier booking reference, each driven by 10 keep-alive callers for BENCH_SECONDS.
// Prints requests/s, p95 and the CPU-seconds per 1,000 requests of the server (Node) and of the
// server with its PostgreSQL backends: on a shared machine throughput follows the neighbours,
// CPU per request much less.
//
// BENCH_BEFORE_DIST=<a folder under the root holding another build> (say, main's, built with
// DIST_DIR=dist-before) runs that server on the same database too, the two taking turns every
// 2 s, for a before/after. The orders are loaded with generate_series (a minute or two);
// BENCH_DATABASE_URL=<a database to keep> loads them once and measures them again next run.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { DIST, root } from '../scripts/build-stamp.mjs';
import { ensureBuild } from '../scripts/ensure-build.mjs';
import { table } from '../scripts/size-report.mjs';
import { measureCpu } from './lib/cpu.mjs';
import { driveInTurns } from './lib/load.mjs';
import { seededEnv, signIn, snapshotBuild, startServer } from './lib/server.mjs';
import { withBenchDatabase } from './postgres.mjs';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 1_000_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;

/** [label, text]: order 424140 was booked 10 days ago, inside the default 90 days. */
const SEARCHES = [
  ['common surname', 'hartley'],
  ['rare full name', 'imogen hartley'],
  ['order reference', 'TG0424140'],
  ['booking reference', 'HB-424140'],
];

const FIRST = ['Ada', 'Grace', 'Nell', 'Oliver', 'Noah', 'Amelia', 'Isla', 'Leo', 'Freya', 'Arlo'];
// One order in 20 has each surname; one in 997 is an Imogen, so an Imogen Hartley is rare.
const LAST = [
  ...['Smith', 'Jones', 'Hartley', 'Byron', 'Lovelace', 'Okafor', 'Nguyen', 'Garcia'],
  ...['Kowalski', 'Murphy', 'Patel', 'Rossi', 'Dubois', 'Schmidt', 'Silva', 'Kim'],
  ...['Haddad', 'Novak', 'Larsen', 'Moreau'],
];
const STATUSES = ['Basket', 'Processing', 'Confirmed', 'Confirmed', 'Cancelled'];
const arr = (values) => `array[${values.map((v) => `'${v}'`).join(',')}]`;

/** The application of the demo company that shows My orders, with ORDERS orders in it. */
async function fill(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const q = async (text) => (await client.query(text)).rows;
    const [app] = await q('select id from applications where company_id = 1 order by id limit 1');
    await q(`update applications set features = '{orders,customers}' where id = ${app.id}`);
    const [{ n }] = await q(
      `select count(*)::int as n from orders where application_id = ${app.id}`,
    );
    if (n >= ORDERS) return await withItems(q, app.id);
    const started = performance.now();
    // The trigram index is built once after the load: cheaper than keeping it up row by row.
    await q('drop index orders_search_trgm_idx');
    await q(`
      insert into orders (application_id, key, reference, status, booking_date, travel_date,
        currency, agent, contact_first_name, contact_last_name, total_minor, paid_minor,
        items_summary, search_text, content_hash)
      select ${app.id}, substr(md5(i::text), 1, 24), 'TG' || lpad(i::text, 7, '0'),
             (${arr(STATUSES)})[1 + i % ${STATUSES.length}],
             current_date - (i % 730), current_date - (i % 730) + (i * 7 % 300),
             'GBP', 'Agent ' || (i % 50), f, l, (i::bigint * 7919) % 500000, 0,
             'Accommodation, Flights',
             lower('TG' || lpad(i::text, 7, '0') || ' ' || f || ' ' || l || ' hb-' || i),
             md5(i::text) || md5((i + 1)::text)
        from generate_series(${n + 1}::int, ${ORDERS}::int) i,
        lateral (select case when i % 997 = 0 then 'Imogen'
                             else (${arr(FIRST)})[1 + i % ${FIRST.length}] end as f,
                        (${arr(LAST)})[1 + (i / 7) % ${LAST.length}] as l) names`);
    await q('set maintenance_work_mem = $$256MB$$');
    await q('create index orders_search_trgm_idx on orders using gin (search_text gin_trgm_ops)');
    await q('vacuum analyze orders');
    console.log(
      `loaded ${ORDERS - n} orders in ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );
    return await withItems(q, app.id);
  } finally {
    await client.end();
  }
}

/** One item per order, whose supplier booking reference is the one in its search text. */
async function withItems(q, appId) {
  const [item] = await q('select 1 from order_items limit 1');
  if (item) return appId;
  await q(`
    insert into order_items (order_id, position, product_type, supplier_name, supplier_reference,
      price_minor, currency, status)
    select id, 1, 'Accommodation', 'Hotelbeds', 'HB-' || ltrim(substr(reference, 3), '0'),
           total_minor, 'GBP', 'Confirmed'
      from orders where application_id = ${appId}`);
  await q('vacuum analyze order_items');
  return appId;
}

const settings = (url) => ({
  ...seededEnv,
  DEMO_EVENTS: '0',
  DEMO_ORDERS: '0',
  DATABASE_URL: url,
});

async function measure(url) {
  const servers = [];
  try {
    const before = process.env.BENCH_BEFORE_DIST;
    if (before) {
      if (!existsSync(join(root, before, 'server/main.mjs')))
        throw new Error(`no build in ${before}`);
      const args = ['--enable-source-maps', join(root, before, 'server/main.mjs')];
      servers.push({ name: 'before', ...(await startServer(settings(url), { scriptArgs: args })) });
    }
    // Started after the older build, so its migrations are the ones the database ends with.
    const after = await startServer(settings(url), { scriptArgs: snapshotBuild() });
    servers.push({ name: before ? 'after' : DIST, ...after });
    const appId = await fill(url);
    const targets = [];
    for (const server of servers) {
      const headers = { authorization: `Bearer ${await signIn(server.base)}` };
      targets.push({
        base: `${server.base}/api/applications/${appId}/ordermanager/myorders`,
        headers,
      });
    }
    const rows = [];
    for (const [label, text] of SEARCHES) {
      const paths = [`?text=${encodeURIComponent(text)}`];
      const each = targets.map((t) => ({ ...t, paths }));
      await driveInTurns(each, { connections: CONNECTIONS, seconds: 2, slice: 2 }); // warm
      const cpu = servers.map(() => ({ all: 0, node: 0 }));
      const around = async (i, work) => {
        const { result, cpu: all, node } = await measureCpu(servers[i].pid, url, work);
        cpu[i].all += all;
        cpu[i].node += node;
        return result;
      };
      const runs = await driveInTurns(each, {
        connections: CONNECTIONS,
        seconds: SECONDS,
        slice: 2,
        around,
      });
      for (const [i, run] of runs.entries()) {
        const per1000 = (s) => ((1000 * s) / run.requests).toFixed(2);
        rows.push([
          label,
          servers[i].name,
          `${run.rps.toFixed(0)} req/s`,
          `${run.p95.toFixed(1)} ms`,
          per1000(cpu[i].node),
          per1000(cpu[i].all),
        ]);
      }
    }
    return rows;
  } finally {
    for (const server of servers) await server.stop();
  }
}

ensureBuild();
const kept = process.env.BENCH_DATABASE_URL;
const rows = kept ? await measure(kept) : await withBenchDatabase(measure);
if (!rows) throw new Error('PostgreSQL not reachable: set TEST_DATABASE_URL or BENCH_DATABASE_URL');
console.log(
  `\nMy orders' text box over HTTP, ${ORDERS.toLocaleString('en')} orders, PostgreSQL, ${CONNECTIONS} connections, ${SECONDS} s each${process.env.BENCH_BEFORE_DIST ? ' in 2 s turns' : ''}`,
);
console.log(
  table(['search', 'server', 'throughput', 'p95', 'Node CPU-s / 1,000', 'with PostgreSQL'], rows),
);
