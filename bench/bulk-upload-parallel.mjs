#!/usr/bin/env node
// Oversize spreadsheets in parallel (issue 13): three uploads of a 200,000-row file at once,
// the server's peak resident memory (VmHWM) meanwhile, and how long /api/health takes to
// answer while they are read (p50 / p99 / max of back-to-back requests). On PGlite and, when
// TEST_DATABASE_URL or DATABASE_URL answers, PostgreSQL (BENCH_DATABASES picks one).
// Goals: peak RSS under 300 MB, health p99 under 100 ms; every upload is refused with the
// row-limit message. BENCH_ROWS and BENCH_UPLOADS change the file and the number of uploads.
import ExcelJS from 'exceljs';
import { ensureBuild } from '../scripts/ensure-build.mjs';
import { table } from '../scripts/size-report.mjs';
import { onEachDatabase } from './lib/databases.mjs';
import {
  memoryMiB,
  resetPeak,
  seededEnv,
  signIn,
  snapshotBuild,
  startServer,
} from './lib/server.mjs';

const ROWS = Number(process.env.BENCH_ROWS ?? 200_000);
const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 3);

async function spreadsheet(rows) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Users');
  sheet.addRow(['Email', 'First Name', 'Last Name', 'Title', 'Role Title']);
  for (let i = 0; i < rows; i++)
    sheet.addRow([`u${i}@bench.test`, `First${i}`, `Last${i}`, 'Mr.', 'Editor']);
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function uploadOnce(base, token, bytes) {
  const form = new FormData();
  form.append('excelFile', new Blob([bytes]), 'users.xlsx');
  const started = performance.now();
  try {
    const res = await fetch(`${base}/api/companies/1/users/excelUpload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    const body = await res.json();
    return { ms: performance.now() - started, status: res.status, title: body.title };
  } catch (error) {
    // Before issue 13 the server could take longer than fetch waits for headers (300 s).
    const reason = error.cause?.code ?? error.message;
    return { ms: performance.now() - started, status: 'no answer', title: reason };
  }
}

/** Asks /api/health back to back until `done` settles; answers each request's time in ms. */
async function healthWhile(base, done) {
  let finished = false;
  done.finally(() => {
    finished = true;
  });
  const times = [];
  while (!finished) {
    const started = performance.now();
    await fetch(`${base}/api/health`).then((res) => res.arrayBuffer());
    times.push(performance.now() - started);
  }
  return times;
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

let file;

async function scenario(name, env) {
  const settings = { ...seededEnv, ...env };
  // The first start creates the database; its own peak is not the uploads'.
  await (await startServer(settings, { scriptArgs })).stop();
  const server = await startServer(settings, { scriptArgs });
  try {
    const token = await signIn(server.base);
    const idle = memoryMiB(server.pid, 'VmRSS');
    resetPeak(server.pid);
    const uploads = Promise.all(
      Array.from({ length: UPLOADS }, () => uploadOnce(server.base, token, file)),
    );
    const health = await healthWhile(server.base, uploads);
    const results = await uploads;
    const peak = memoryMiB(server.pid, 'VmHWM');
    const outcomes = results.map((r) => `${r.status} ${r.title}`);
    const slowest = Math.max(...results.map((r) => r.ms));
    return [
      [
        name,
        [...new Set(outcomes)].join(', '),
        `${slowest.toFixed(0)} ms`,
        `${peak.toFixed(0)} MiB (${idle.toFixed(0)} before)`,
        `${percentile(health, 50).toFixed(1)} / ${percentile(health, 99).toFixed(1)} / ${Math.max(...health).toFixed(1)} ms (${health.length})`,
      ],
    ];
  } finally {
    await server.stop();
  }
}

ensureBuild();
const scriptArgs = snapshotBuild();
file = await spreadsheet(ROWS);
const rows = await onEachDatabase(scenario, 5);
console.log(
  `\n${UPLOADS} parallel uploads of a ${ROWS.toLocaleString('en')}-row spreadsheet (${(file.length / 1024 / 1024).toFixed(1)} MB) on a built tree`,
);
console.log(
  table(
    ['database', 'answer', 'slowest upload', 'server peak RSS', 'health p50 / p99 / max (n)'],
    rows,
  ),
);
