#!/usr/bin/env node
// Outbox throughput (issue 24): messages per second the sender writes to the file outbox
// (SMTP_URL unset: DATA_DIR/outbox). A bulk import of BENCH_MESSAGES users (default 20,000)
// queues one invitation each, committed with the import; the clock runs from the import's
// answer until the last invitation's file is written (its mtime). Target ≥ 1,000 messages/s
// on PostgreSQL. BENCH_MAIL_WAIT_S caps the wait (default 600).
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ensureBuild } from '../scripts/ensure-build.mjs';
import { table } from '../scripts/size-report.mjs';
import { onEachDatabase } from './lib/databases.mjs';
import { seededEnv, signIn, snapshotBuild, startServer } from './lib/server.mjs';
import { uploadSheet, usersSheet } from './lib/users-sheet.mjs';

const COUNT = Number(process.env.BENCH_MESSAGES ?? 20_000);
const WAIT_MS = Number(process.env.BENCH_MAIL_WAIT_S ?? 600) * 1000;

const written = (dir) => {
  try {
    return readdirSync(dir).filter((f) => f.endsWith('.json'));
  } catch {
    return [];
  }
};

async function scenario(name, env) {
  const sheet = await usersSheet(COUNT, 'outbox');
  const server = await startServer(
    { ...seededEnv, DEMO_EVENTS: '0', DEMO_ORDERS: '0', ...env },
    {
      scriptArgs,
    },
  );
  const dir = join(env.DATA_DIR, 'outbox');
  try {
    const imported = await uploadSheet(server.base, await signIn(server.base), sheet);
    if (imported.added !== COUNT) throw new Error(`imported ${imported.added} of ${COUNT}`);
    const deadline = performance.now() + WAIT_MS;
    let files = written(dir);
    while (files.length < COUNT && performance.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      files = written(dir);
    }
    if (files.length < COUNT)
      return [[name, COUNT.toLocaleString('en'), `unfinished (${files.length})`, '-', '-']];
    const last = Math.max(...files.map((f) => statSync(join(dir, f)).mtimeMs));
    const seconds = (last - imported.answeredAt) / 1000;
    return [
      [
        name,
        COUNT.toLocaleString('en'),
        `${(imported.ms / 1000).toFixed(1)} s`,
        `${seconds.toFixed(1)} s`,
        `${Math.round(COUNT / seconds).toLocaleString('en')} /s`,
      ],
    ];
  } finally {
    await server.stop();
  }
}

ensureBuild();
const scriptArgs = snapshotBuild();
const rows = await onEachDatabase(scenario, 5);
console.log('\nOutbox: invitations of one bulk import written to the file outbox');
console.log(
  table(['database', 'messages', 'import answered', 'all written after', 'messages/s'], rows),
);
