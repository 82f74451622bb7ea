#!/usr/bin/env node
// My orders (server/orders/list.ts, on the kit's paged list) at 1,000,000 orders in one
// application (BENCH_ORDERS), two years of bookings: p50/p95 of the list's store call for the
// default view (the last 90 days of bookings), filters, sorts and the one text box (customer
// name, reference, supplier booking reference: the trigram index on search_text). In-process, no
// HTTP: the list's own cost. Target ≤ 50 ms p95 on PostgreSQL. Then the order page (loadOrder) of
// 50 full orders among them. PostgreSQL when TEST_DATABASE_URL answers (a throwaway schema),
// and PGlite, unless BENCH_DATABASES says otherwise.
// Loading a million orders takes a minute or two: BENCH_KEEP=1 keeps the schema (its name is
// printed) and BENCH_SCHEMA=<that name> measures it again without loading (migrations still run,
// so a new index is built there); BENCH_ONLY=agent,text picks requests by a word of their label.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 1_000_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 30);
const which = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
// BENCH_ONLY=agent,text: only the requests whose label holds one of these words.
const only = process.env.BENCH_ONLY?.split(',');

const load = (path) => tsImport(path, import.meta.url);
const { openDatabase } = await load('../server/db/client.ts');
const { migrate } = await load('../server/db/migrate.ts');
const { listOrders: listWith } = await load('../server/orders/list.ts');
const { createCountCache } = await load('../server/http/count-cache.ts');
// Totals remembered as the server remembers them: the warm-up call of each request counts, the
// measured ones read the page alone (nothing writes orders meanwhile).
const counts = createCountCache();
const listOrders = (db, appId, query) => listWith(db, counts, appId, query);
const { loadOrder } = await load('../server/orders/load.ts');
const { sql } = await import('drizzle-orm');

const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** [label, query, uses the text box] */
const REQUESTS = [
  ['default: last 90 days of bookings', {}, false],
  ['default, page 200', { page: 200 }, false],
  ['travel dates, next 90 days', { dateType: 'travel', from: day(0), to: day(89) }, false],
  ['status Basket', { status: 'Basket' }, false],
  ['agent', { agent: 'agent 7' }, false],
  ['sorted by total', { sort: '-total' }, false],
  ['sorted by customer', { sort: 'customer' }, false],
  ['a whole year of bookings', { from: day(-364), to: day(0) }, false],
  ['text: order reference', { text: 'TG0424140' }, true],
  ['text: supplier booking reference', { text: 'HB-424140' }, true],
  ['text: customer surname (common)', { text: 'hartley' }, true],
  ['text: full name (rare)', { text: 'imogen hartley' }, true],
  ['text: nothing matches', { text: 'zzqx' }, true],
];

const FIRST = [
  'Ada',
  'Grace',
  'Imogen',
  'Oliver',
  'Noah',
  'Amelia',
  'Isla',
  'Leo',
  'Freya',
  'Arlo',
];
const LAST = [
  'Smith',
  'Jones',
  'Hartley',
  'Byron',
  'Lovelace',
  'Okafor',
  'Nguyen',
  'Garcia',
  'Kowalski',
  'Murphy',
  'Patel',
  'Rossi',
  'Dubois',
  'Schmidt',
  'Silva',
  'Kim',
  'Haddad',
  'Novak',
  'Larsen',
  'Moreau',
];
const STATUSES = [
  'Basket',
  'Processing',
  'Confirmed',
  'Confirmed',
  'Confirmed',
  'Confirmed with failure',
  'Cancelled',
  'Partially cancelled',
];
const arr = (values) => sql.raw(`array[${values.map((v) => `'${v}'`).join(',')}]`);

const quantile = (sorted, q) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];

/** One application with ORDERS orders over two years, straight from generate_series. */
async function fill(db) {
  const [company] = (
    await db.execute(sql`insert into companies (name) values ('Bench Travel') returning id`)
  ).rows;
  const [app] = (
    await db.execute(
      sql`insert into applications (company_id, name) values (${company.id}, 'Bench') returning id`,
    )
  ).rows;
  // The trigram index is built once after the load: cheaper than keeping it up row by row.
  await db.execute(sql`drop index orders_search_trgm_idx`);
  const batch = 250_000;
  for (let start = 1; start <= ORDERS; start += batch) {
    const end = Math.min(ORDERS, start + batch - 1);
    await db.execute(sql`
      insert into orders (application_id, key, reference, status, booking_date, travel_date, currency, agent,
        contact_first_name, contact_last_name, total_minor, paid_minor, items_summary, search_text, content_hash)
      select ${app.id}, substr(md5(i::text), 1, 24), 'TG' || lpad(i::text, 7, '0'),
             (${arr(STATUSES)})[1 + i % ${STATUSES.length}],
             current_date - (i % 730), current_date - (i % 730) + (i * 7 % 300),
             'GBP', 'Agent ' || (i % 50), f, l, (i::bigint * 7919) % 500000, (i::bigint * 7919) % 100000,
             'Accommodation, Flights',
             lower('TG' || lpad(i::text, 7, '0') || ' ' || f || ' ' || l || ' hb-' || i || ' ba-' || substr(md5(i::text), 1, 6)),
             md5(i::text) || md5((i + 1)::text)
      from generate_series(${start}::int, ${end}::int) i,
           lateral (select (${arr(FIRST)})[1 + i % ${FIRST.length}] as f,
                           (${arr(LAST)})[1 + (i / 7) % ${LAST.length}] as l) names`);
  }
  await db.execute(
    sql`create index orders_search_trgm_idx on orders using gin (search_text public.gin_trgm_ops)`,
  );
  await db.execute(sql`vacuum analyze orders`);
  return app.id;
}

/** Orders spread over the table, each with what a real booking has hanging off it. */
const VIEWED = 50;

/**
 * The order page (server/orders/load.ts) of VIEWED full orders: three items, two travellers,
 * two payments, two notes and five timeline steps each, added once to orders spread over the
 * table (a kept schema already has them).
 */
async function measureView(db, appId) {
  const step = Math.max(1, Math.floor(ORDERS / VIEWED));
  const ids = sql.raw(`select i * ${step} from generate_series(1, ${VIEWED}) i`);
  const fresh = (
    await db.execute(sql`select count(*)::int as n from order_items where order_id in (${ids})`)
  ).rows[0].n;
  if (fresh === 0) {
    await db.execute(sql`
      insert into order_items (order_id, position, product_type, supplier_name, supplier_reference,
        description, start_date, end_date, price_minor, currency, status)
      select o, p, 'Accommodation', 'Hotelbeds', 'HB-' || o || '-' || p, 'Two nights, breakfast',
             current_date + 30, current_date + 32, 25000 * p, 'GBP', 'Confirmed'
        from (${ids}) as ids(o), generate_series(1, 3) p`);
    await db.execute(sql`
      insert into order_travellers (order_id, position, title, first_name, last_name, date_of_birth)
      select o, p, 'Ms', 'Imogen', 'Hartley', date '1990-01-01' + p from (${ids}) as ids(o), generate_series(1, 2) p`);
    await db.execute(sql`
      insert into order_payments (order_id, position, amount_minor, status, paid_on, type)
      select o, p, 10000, 'Paid', current_date - p, 'card' from (${ids}) as ids(o), generate_series(1, 2) p`);
    await db.execute(sql`
      insert into order_notes (order_id, body)
      select o, 'Called the customer about the transfer time, note ' || p from (${ids}) as ids(o), generate_series(1, 2) p`);
    await db.execute(sql`
      insert into order_timeline (order_id, kind, detail)
      select o, 'ingested', jsonb_build_object('result', 'updated', 'step', p)
        from (${ids}) as ids(o), generate_series(1, 5) p`);
  }
  const orders = (
    await db.execute(sql`select id, key from orders where id in (${ids}) order by id`)
  ).rows;
  const at = (o) => ({ applicationId: appId, orderId: o.id, orderKey: o.key });
  for (const o of orders) await loadOrder(db, at(o)); // warm
  const ms = [];
  for (let round = 0; round < Math.max(4, Math.ceil(ROUNDS / 5)); round++) {
    for (const o of orders) {
      const t = performance.now();
      await loadOrder(db, at(o));
      ms.push(performance.now() - t);
    }
  }
  ms.sort((a, b) => a - b);
  return { p50: quantile(ms, 0.5), p95: quantile(ms, 0.95) };
}

async function measure(name, database) {
  const { db } = database;
  const started = performance.now();
  // BENCH_SCHEMA (a schema BENCH_KEEP left): measure the orders already there.
  const kept = process.env.BENCH_SCHEMA
    ? (await db.execute(sql`select id from applications where name = 'Bench'`)).rows[0]?.id
    : undefined;
  const appId = kept ?? (await fill(db));
  const fillS = ((performance.now() - started) / 1000).toFixed(0);
  const rows = [];
  for (const [label, q, text] of REQUESTS) {
    if (only && !only.some((word) => label.includes(word))) continue;
    const query = { page: 1, pageSize: 10, ...q };
    const first = await listOrders(db, appId, query); // warm: plan cache, buffers
    const ms = [];
    for (let i = 0; i < ROUNDS; i++) {
      const t = performance.now();
      await listOrders(db, appId, query);
      ms.push(performance.now() - t);
    }
    ms.sort((a, b) => a - b);
    const total = `${first.total}${first.capped ? '+' : ''}`;
    rows.push({ label, text, total, p50: quantile(ms, 0.5), p95: quantile(ms, 0.95) });
  }
  const view = await measureView(db, appId);
  console.log(
    `\n${name}: My orders at ${ORDERS.toLocaleString('en')} orders (loaded in ${fillS} s), ${ROUNDS} rounds each, ms`,
  );
  console.log('request'.padEnd(36), 'matches'.padStart(9), 'p50'.padStart(8), 'p95'.padStart(8));
  for (const r of rows) {
    console.log(
      r.label.padEnd(36),
      r.total.padStart(9),
      r.p50.toFixed(1).padStart(8),
      r.p95.toFixed(1).padStart(8),
    );
  }
  console.log(
    'order view, full order'.padEnd(36),
    ''.padStart(9),
    view.p50.toFixed(1).padStart(8),
    view.p95.toFixed(1).padStart(8),
  );
  const worst = (text) => Math.max(...rows.filter((r) => r.text === text).map((r) => r.p95));
  console.log(
    `worst p95 without the text box: ${worst(false).toFixed(1)} ms; with it: ${worst(true).toFixed(1)} ms`,
  );
}

if (which.includes('postgres') && process.env.TEST_DATABASE_URL) {
  const url = process.env.TEST_DATABASE_URL;
  const schema = process.env.BENCH_SCHEMA ?? `bench_${randomBytes(4).toString('hex')}`;
  const admin = async (text) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(text).finally(() => client.end());
  };
  if (!process.env.BENCH_SCHEMA) await admin(`create schema ${schema}`);
  const database = await openDatabase({ url, schema });
  try {
    await migrate(database);
    await measure('PostgreSQL', database);
  } finally {
    await database.close();
    // BENCH_KEEP=1 leaves the orders there to EXPLAIN (the schema is printed); drop it by hand.
    if (process.env.BENCH_KEEP === '1' || process.env.BENCH_SCHEMA)
      console.log(`kept schema ${schema}`);
    else await admin(`drop schema ${schema} cascade`);
  }
}
if (which.includes('pglite')) {
  const database = await openDatabase();
  await migrate(database);
  await measure('PGlite', database);
  await database.close();
}
