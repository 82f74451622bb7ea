#!/usr/bin/env node
// The CRM companies list (server/admin-crm/companies-list.ts, built on the kit's paged list)
// over 100,000 companies (BENCH_COMPANIES): p95 of the store call per kind of request, with the
// total counted in the page's own statement (`count(*) over()`, the default) and in a second
// statement, to see which is cheaper. In-process, no HTTP: the list's own cost. PostgreSQL when
// TEST_DATABASE_URL answers (a throwaway schema), and PGlite unless BENCH_DATABASES says otherwise.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';

const COMPANIES = Number(process.env.BENCH_COMPANIES ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
const which = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');

const load = (path) => tsImport(path, import.meta.url);
const { openDatabase } = await load('../server/db/client.ts');
const { migrate } = await load('../server/db/migrate.ts');
const { definePagedList } = await load('../server/kit/index.ts');
const { companiesListDefinition } = await load('../server/admin-crm/companies-list.ts');
const { sql } = await import('drizzle-orm');

const REQUESTS = {
  'first page (name)': {},
  'page 500 (name)': { page: 500 },
  'newest first': { sort: '-created' },
  'by status': { sort: 'status' },
  'filter Suspended': { status: 'Suspended' },
  'filter type+country': { type: 'Loyalty', countryCode: 'MT' },
  'search rare': { search: 'Company 04242 ' },
  'search common': { search: 'travel' },
  'search none': { search: 'nothing like this' },
};

const quantile = (sorted, q) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];

async function fill(db) {
  await db.execute(sql`
    insert into companies (name, type, country_code, status, contact_name, contact_email, created_at)
    select 'Company ' || lpad(i::text, 5, '0') || ' ' || (array['Travel','Tours','Breaks','Trips'])[1 + i % 4],
           (array['TravelAgent','TourOp','Reseller','Loyalty','Other'])[1 + i % 5],
           (array['GB','IE','MT','FR','DE','US'])[1 + i % 6],
           (array['Active','Active','Active','Suspended','Closed'])[1 + i % 5],
           'Contact ' || i, 'contact' || i || '@company' || i || '.test',
           now() - (i || ' minutes')::interval
      from generate_series(1, ${COMPANIES}) i`);
  await db.execute(sql`analyze companies`);
}

async function measure(name, database) {
  const { db } = database;
  const started = performance.now();
  await fill(db);
  const fillS = ((performance.now() - started) / 1000).toFixed(1);
  const lists = {
    window: definePagedList({ ...companiesListDefinition, count: { kind: 'window' } }),
    separate: definePagedList({ ...companiesListDefinition, count: { kind: 'separate' } }),
    adaptive: definePagedList(companiesListDefinition),
  };
  const rows = [];
  for (const [label, q] of Object.entries(REQUESTS)) {
    const query = { page: 1, pageSize: 10, ...q };
    const result = {};
    for (const [kind, list] of Object.entries(lists)) {
      await list(db, undefined, query); // warm: plan cache, buffers
      const ms = [];
      for (let i = 0; i < ROUNDS; i++) {
        const t = performance.now();
        await list(db, undefined, query);
        ms.push(performance.now() - t);
      }
      ms.sort((a, b) => a - b);
      result[kind] = { p50: quantile(ms, 0.5), p95: quantile(ms, 0.95) };
    }
    rows.push({ label, ...result });
  }
  console.log(`\n${name}: ${COMPANIES} companies (filled in ${fillS} s), ${ROUNDS} rounds, ms`);
  const heads = ['window', 'separate', 'adaptive (the CRM)'].map((h) =>
    `${h} p50/p95`.padStart(26),
  );
  console.log('request'.padEnd(24), ...heads);
  for (const r of rows) {
    const cell = (x) => `${x.p50.toFixed(1)} / ${x.p95.toFixed(1)}`;
    const cells = [r.window, r.separate, r.adaptive].map((x) => cell(x).padStart(26));
    console.log(r.label.padEnd(24), ...cells);
  }
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
