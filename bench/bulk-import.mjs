#!/usr/bin/env node
// Bulk import figures (issue 5): wall time to upload and import a 10,000-row spreadsheet, and
// the server's peak resident memory (VmHWM) after importing 50,000 rows, on PGlite and, when
// TEST_DATABASE_URL or DATABASE_URL answers, on PostgreSQL. Goals: ≤ 3 s and ≤ 300 MB.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { root } from '../scripts/build-stamp.mjs';
import { ensureBuild } from '../scripts/ensure-build.mjs';
import { table } from '../scripts/size-report.mjs';
import { withBenchDatabase } from './postgres.mjs';

const ADMIN = { email: 'admin@waypoint.test', password: 'bench-admin-password' };

async function freePort() {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address();
  server.close();
  return port;
}

function peakMiB(pid) {
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
  const server = children ? Number(children.split(/\s+/)[0]) : pid;
  const status = readFileSync(`/proc/${server}/status`, 'utf8');
  return Number(/^VmHWM:\s+(\d+)/m.exec(status)?.[1]) / 1024;
}

async function spreadsheet(rows, tag) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Users');
  sheet.addRow(['Email', 'First Name', 'Last Name', 'Title', 'Role Title']);
  for (let i = 0; i < rows; i++)
    sheet.addRow([`u${i}.${tag}@bench.test`, 'First', 'Last', 'Mr.', 'Editor']);
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function importOnce(base, token, bytes) {
  const form = new FormData();
  form.append('excelFile', new Blob([bytes]), 'users.xlsx');
  const started = performance.now();
  const res = await fetch(`${base}/api/companies/1/users/excelUpload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const body = await res.json();
  if (res.status !== 200) throw new Error(`import failed: ${JSON.stringify(body)}`);
  return { ms: performance.now() - started, added: body.successfulInserts };
}

async function scenario(name, env) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      DEMO_DATA: 'true',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = once(child, 'exit');
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error('server exited early');
      if (
        await fetch(`${base}/api/health`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const signIn = await fetch(`${base}/api/auth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: ADMIN.email, password: ADMIN.password }),
    });
    const { accessToken } = await signIn.json();
    const ten = await importOnce(base, accessToken, await spreadsheet(10_000, 'a'));
    const fifty = await importOnce(base, accessToken, await spreadsheet(50_000, 'b'));
    return [
      [`${name}, 10,000 rows`, `${ten.ms.toFixed(0)} ms`, String(ten.added), '-'],
      [
        `${name}, 50,000 rows`,
        `${fifty.ms.toFixed(0)} ms`,
        String(fifty.added),
        `${peakMiB(child.pid).toFixed(0)} MiB`,
      ],
    ];
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

ensureBuild();
const rows = [];
const dataDir = mkdtempSync(join(tmpdir(), 'waypoint-bench-'));
try {
  rows.push(...(await scenario('PGlite', { DATABASE_URL: '', DATA_DIR: dataDir })));
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
const pg = await withBenchDatabase((url) => scenario('PostgreSQL', { DATABASE_URL: url }));
rows.push(...(pg ?? [['PostgreSQL', 'not reachable', '-', '-']]));
console.log('\nBulk import: upload and import over HTTP on a built tree');
console.log(table(['scenario', 'upload + import', 'added', 'server peak RSS'], rows));
