#!/usr/bin/env node
// The public texts endpoint (GET /api/applications/:id/texts/:lang, server/translations/) on the
// built server: requests per second and p95 with BENCH_CONNECTIONS callers for BENCH_SECONDS,
// first as sites that hold the current copy (If-None-Match → 304, the ETag hit), then as sites
// that fetch the body (200), with BENCH_TEXTS texts in the application (imported as a workbook,
// the way a team loads them). On PGlite and, when TEST_DATABASE_URL answers, PostgreSQL.
// Needs `npm run build`.
import http from 'node:http';
import ExcelJS from 'exceljs';
import { onEachDatabase } from './lib/databases.mjs';
import { seededEnv, signIn, snapshotBuild, startServer } from './lib/server.mjs';

const TEXTS = Number(process.env.BENCH_TEXTS ?? 1000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const LANGS = ['en', 'es', 'fr', 'de'];

async function workbook() {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Texts');
  sheet.addRow(['Key', 'Default', ...LANGS]);
  for (let i = 0; i < TEXTS; i++) {
    const text = `Text number ${i} of the site, a sentence of ordinary length.`;
    sheet.addRow([`bench.key${i}`, text, text, i % 2 ? `Texto ${i}` : '', `Texte ${i}`, '']);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** Closed loop: each caller sends its next request once the previous answer is read. */
async function drive(base, tags, expected) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const ms = [];
  let next = 0;
  const get = (lang) =>
    new Promise((resolve, reject) => {
      const headers = tags ? { 'if-none-match': tags[lang] } : {};
      http
        .get(`${base}/api/applications/1/texts/${lang}`, { agent, headers }, (res) => {
          res.resume();
          res.on('end', () =>
            res.statusCode === expected
              ? resolve()
              : reject(new Error(`${lang}: ${res.statusCode}, expected ${expected}`)),
          );
        })
        .on('error', reject);
    });
  const until = performance.now() + SECONDS * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < until) {
        const t = performance.now();
        await get(LANGS[next++ % LANGS.length]);
        ms.push(performance.now() - t);
      }
    }),
  );
  agent.destroy();
  ms.sort((a, b) => a - b);
  const elapsed = (performance.now() - started) / 1000;
  return { rps: ms.length / elapsed, p95: ms[Math.ceil(0.95 * ms.length) - 1] ?? 0 };
}

async function scenario(name, env) {
  const server = await startServer(
    { ...seededEnv, DEMO_EVENTS: '0', DEMO_ORDERS: '0', ...env },
    { scriptArgs },
  );
  try {
    const token = await signIn(server.base);
    const form = new FormData();
    form.append('file', new Blob([await workbook()]), 'texts.xlsx');
    const imported = await fetch(`${server.base}/api/applications/1/translations/import`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    if (!imported.ok) throw new Error(`import: ${imported.status} ${await imported.text()}`);
    const tags = {};
    let bytes = 0;
    for (const lang of LANGS) {
      const res = await fetch(`${server.base}/api/applications/1/texts/${lang}`);
      tags[lang] = res.headers.get('etag');
      bytes = Math.max(bytes, (await res.arrayBuffer()).byteLength);
    }
    await drive(server.base, tags, 304); // warm up
    const hits = await drive(server.base, tags, 304);
    const full = await drive(server.base, null, 200);
    const cells = (r) => [r.rps.toFixed(0), r.p95.toFixed(1)];
    return [[name, `${(bytes / 1024).toFixed(0)} kB`, ...cells(hits), ...cells(full)]];
  } finally {
    await server.stop();
  }
}

const scriptArgs = snapshotBuild();
const rows = await onEachDatabase(scenario, 6);
console.log(
  `${TEXTS} texts, ${CONNECTIONS} callers, ${SECONDS} s each\n` +
    '| database | answer size | ETag hits (304) req/s | p95 ms | full answers (200) req/s | p95 ms |\n' +
    '| --- | ---: | ---: | ---: | ---: | ---: |',
);
for (const row of rows) console.log(`| ${row.join(' | ')} |`);
