#!/usr/bin/env node
// Bulk import figures (issue 5): wall time to upload and import a 10,000-row spreadsheet, and
// the server's peak resident memory (VmHWM) while it imports 50,000 rows and mails their
// invitations, on PGlite and, when TEST_DATABASE_URL or DATABASE_URL answers, on PostgreSQL.
// Goals: ≤ 3 s and ≤ 300 MB. The database is created by a first start that is not measured
// (PGlite's first start alone peaks far above the import). BENCH_CPU_PROF=<dir> writes the
// server's CPU profiles there (node --cpu-prof) for finding hot spots; BENCH_MAIL_WAIT_S caps the
// wait for each import's invitations (default 180).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
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
import { uploadSheet, usersSheet } from './lib/users-sheet.mjs';

const profileDir = process.env.BENCH_CPU_PROF;
const nodeArgs = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
/** How long to wait for the invitations of one import before reporting them unfinished. */
const MAIL_WAIT_MS = Number(process.env.BENCH_MAIL_WAIT_S ?? 180) * 1000;

const outboxCount = (dataDir) => {
  try {
    return readdirSync(join(dataDir, 'outbox')).filter((f) => f.endsWith('.json')).length;
  } catch {
    return 0;
  }
};

/** Seconds from the upload until the outbox holds `total` mails, or how many arrived. */
async function mailsDone(dataDir, total, started) {
  while (performance.now() - started < MAIL_WAIT_MS) {
    if (outboxCount(dataDir) >= total)
      return `${((performance.now() - started) / 1000).toFixed(1)} s`;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return `unfinished (${outboxCount(dataDir)} of ${total})`;
}

async function scenario(name, env) {
  // Made before the server starts, so building them competes with nothing measured.
  const ten = await usersSheet(10_000, 'a');
  const fifty = await usersSheet(50_000, 'b');
  const settings = { ...seededEnv, ...env };
  await (await startServer(settings, { scriptArgs })).stop();
  const server = await startServer(settings, { nodeArgs, scriptArgs });
  try {
    const token = await signIn(server.base);
    const small = await uploadSheet(server.base, token, ten);
    const smallMails = await mailsDone(env.DATA_DIR, 10_000, small.started);
    const idle = memoryMiB(server.pid, 'VmRSS');
    resetPeak(server.pid);
    const large = await uploadSheet(server.base, token, fifty);
    const largeMails = await mailsDone(env.DATA_DIR, 60_000, large.started);
    const peak = memoryMiB(server.pid, 'VmHWM');
    return [
      [`${name}, 10,000 rows`, `${small.ms.toFixed(0)} ms`, String(small.added), smallMails, '-'],
      [
        `${name}, 50,000 rows`,
        `${large.ms.toFixed(0)} ms`,
        String(large.added),
        largeMails,
        `${peak.toFixed(0)} MiB (${idle.toFixed(0)} before)`,
      ],
    ];
  } finally {
    await server.stop();
  }
}

ensureBuild();
const scriptArgs = snapshotBuild();
const rows = await onEachDatabase(scenario, 5);
console.log('\nBulk import: upload and import over HTTP on a built tree');
console.log(
  table(
    ['scenario', 'upload + import', 'added', 'all invitations mailed', 'server peak RSS'],
    rows,
  ),
);
