#!/usr/bin/env node
// Spreadsheet integration (server/spreadsheet-exports): one scheduled export of BENCH_ORDERS
// (100,000) orders of one application to .xlsx, as a run writes it — the orders read a page of
// 5,000 at a time through My orders' list query, each row committed to ExcelJS's streaming
// writer, the file kept in the database and its mail queued. Prints the run's time, the file's
// size, the process's peak RSS and how far RSS rose above where it stood before the run (the
// issue's target is ≤ 300 MB peak by streaming; no thresholds here). PostgreSQL when
// TEST_DATABASE_URL answers (a throwaway schema), and PGlite, unless BENCH_DATABASES says otherwise.
// Measured on a 2-core machine at load average ~30 (other work running): PostgreSQL 28.3 s,
// peak RSS 298 MB (+73 MB over the 225 MB before the run), a 5 MB file; PGlite 82.4 s, +238 MB
// over the 787 MB its in-process database of 100,000 orders already held.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const which = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');

const load = (path) => tsImport(path, import.meta.url);
const { openDatabase } = await load('../server/db/client.ts');
const { migrate } = await load('../server/db/migrate.ts');
const { SpreadsheetExportFields } = await load('../contract/spreadsheet-exports.ts');
const { columnsOf } = await load('../server/spreadsheet-exports/shape.ts');
const { startRun, executeRun } = await load('../server/spreadsheet-exports/run.ts');
const { spreadsheetExports } = await load('../server/spreadsheet-exports/schema.ts');
const { sql } = await import('drizzle-orm');

const STATUSES = ['Basket', 'Processing', 'Confirmed', 'Confirmed', 'Cancelled'];
const arr = (values) => sql.raw(`array[${values.map((v) => `'${v}'`).join(',')}]`);
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

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
  await db.execute(sql`
    insert into orders (application_id, key, reference, status, booking_date, travel_date, currency, agent,
      contact_first_name, contact_last_name, total_minor, paid_minor, items_summary, search_text, content_hash)
    select ${app.id}, substr(md5(i::text), 1, 24), 'TG' || lpad(i::text, 7, '0'),
           (${arr(STATUSES)})[1 + i % ${STATUSES.length}],
           current_date - (i % 730), current_date - (i % 730) + (i * 7 % 300),
           'GBP', 'Agent ' || (i % 50), 'Imogen', 'Hartley ' || i, (i::bigint * 7919) % 500000, 0,
           'Accommodation, Flights', lower('TG' || lpad(i::text, 7, '0') || ' imogen hartley'),
           md5(i::text) || md5((i + 1)::text)
    from generate_series(1, ${ORDERS}::int) i`);
  await db.execute(sql`analyze orders`);
  return app.id;
}

async function measure(name, database) {
  const { db } = database;
  const appId = await fill(db);
  const fields = SpreadsheetExportFields.parse({
    name: 'Bench export',
    entity: 'orders',
    columns: [
      'reference',
      'bookingDate',
      'travelDate',
      'customer',
      'agent',
      'status',
      'itemsSummary',
      'currency',
      'total',
    ],
    recipients: ['bench@example.test'],
    scheduleKind: 'daily',
    time: '06:00',
  });
  const [sheet] = await db
    .insert(spreadsheetExports)
    .values({ applicationId: appId, ...columnsOf(fields, new Date()) })
    .returning();
  global.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  const started = performance.now();
  const run = await startRun(db, sheet.id, 'manual', new Date());
  await executeRun({ db, publicUrl: 'http://bench' }, run, () => new Date());
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  const [done] = (
    await db.execute(sql`select r.status, r.rows, r.error, length(f.bytes) as size
      from spreadsheet_export_runs r left join spreadsheet_export_files f on f.run_id = r.id
      where r.id = ${run.id}`)
  ).rows;
  console.log(`\n${name}: export of ${ORDERS.toLocaleString('en')} orders to .xlsx`);
  console.log(
    `status ${done.status}${done.error ? ` (${done.error})` : ''}, ${done.rows} rows, file ${mb(Number(done.size))}`,
  );
  console.log(
    `time ${seconds.toFixed(1)} s (${Math.round(done.rows / seconds).toLocaleString('en')} rows/s)`,
  );
  console.log(
    `RSS before ${mb(before)}, peak during the run ${mb(peak)} (+${mb(peak - before)}); process max RSS ${mb(process.resourceUsage().maxRSS * 1024)}`,
  );
}

if (which.includes('postgres') && process.env.TEST_DATABASE_URL) {
  const url = process.env.TEST_DATABASE_URL;
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const admin = async (text) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(text).finally(() => client.end());
  };
  await admin(`create schema ${schema}`);
  const database = await openDatabase({ url, schema });
  try {
    await migrate(database);
    await measure('PostgreSQL', database);
  } finally {
    await database.close();
    await admin(`drop schema ${schema} cascade`);
  }
}
if (which.includes('pglite')) {
  const database = await openDatabase();
  await migrate(database);
  await measure('PGlite', database);
  await database.close();
}
