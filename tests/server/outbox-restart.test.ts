import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserRow } from '#contract/users';
import { rows as rowsOf } from '#server/db/rows';
import { HANG_GUARD_MS } from '../setup/hang-guard';
import { workbook } from './bulk-users.fixtures';
import { readOutbox, removeDir, startSmtpSink, tempDataDir } from './mail-sink';
import { type Run, runMain, waitForOutput } from './main-process';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from './test-database';

/** Delivered before the kill; the next one is stuck in the SMTP conversation when it comes. */
const BEFORE_KILL = 3;
const ADMIN_PASSWORD = 'outbox-admin-password-1';
const at = (i: number) => `invitee-${i}@outbox.test`;
const invitees = (count: number) => Array.from({ length: count }, (_, i) => at(i)).sort();

type Server = { run: Run; base: string; auth: { authorization: string } };

async function start(env: Record<string, string>): Promise<Server> {
  const run = runMain({ ...env, PORT: '0', ADMIN_PASSWORD });
  const [, base] = await waitForOutput(run, /running at (http:\/\/\S+) /);
  if (!base) throw new Error('no address printed');
  const signIn = await fetch(`${base}/api/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin@waypoint.test', password: ADMIN_PASSWORD }),
  });
  const { accessToken } = (await signIn.json()) as { accessToken: string };
  return { run, base, auth: { authorization: `Bearer ${accessToken}` } };
}

async function stop(run: Run) {
  run.child.kill('SIGTERM');
  await run.exit;
}

async function kill(run: Run) {
  run.child.kill('SIGKILL');
  await run.exit;
}

/** Imports `count` new users into the demo company; the import queues their invitations. */
async function importInvitees(server: Server, count: number) {
  const rows = invitees(count).map((email, i) => [email, 'In', `Vitee ${i}`, '', 'Admin']);
  const form = new FormData();
  form.append('excelFile', new Blob([new Uint8Array(await workbook(rows))]), 'users.xlsx');
  const imported = await fetch(`${server.base}/api/companies/1/users/excelUpload`, {
    method: 'POST',
    headers: server.auth,
    body: form,
  });
  expect(imported.status).toBe(200);
  expect(await imported.json()).toMatchObject({ successfulInserts: count });
}

/** Each invitee's invitation state, as the users grid shows it, page by page. */
async function invitationStates(server: Server, count: number) {
  const states: string[] = [];
  for (let page = 1; states.length < count; page++) {
    const list = await fetch(
      `${server.base}/api/companies/1/users?pageSize=100&page=${page}&search=outbox.test`,
      { headers: server.auth },
    );
    const { items } = (await list.json()) as { items: UserRow[] };
    if (items.length === 0) break;
    states.push(...items.map((u) => u.invitation));
  }
  return states;
}

for (const kind of DATABASE_KINDS) {
  describe(`the outbox across a killed process [${kind}]`, () => {
    let dataDir: string;
    let database: TestDatabase | undefined;
    let env: Record<string, string>;
    beforeEach(async () => {
      dataDir = tempDataDir();
      env = { DATA_DIR: dataDir };
      if (kind === 'postgres') {
        // A database of its own, migrated and empty: the server seeds it as on a first start.
        database = await createTestDatabase('postgres');
        env = { ...env, DATABASE_URL: database.url ?? '', DEMO_DATA: '1' };
      }
    });
    afterEach(async () => {
      await database?.drop();
      database = undefined;
      await removeDir(dataDir);
    });

    it('sends every invitation of an import exactly once over SMTP when the server is killed mid-send', async () => {
      const count = 40;
      const smtp = await startSmtpSink({ acceptOnly: BEFORE_KILL });
      const smtpEnv = { ...env, SMTP_URL: smtp.url };
      try {
        const first = await start(smtpEnv);
        await importInvitees(first, count);
        // Three went out; the fourth is mid-send when the process dies.
        await smtp.waitForArrivals(BEFORE_KILL + 1);
        await kill(first.run);
        expect(smtp.received).toHaveLength(BEFORE_KILL);

        smtp.release();
        const second = await start(smtpEnv);
        await smtp.waitForDelivered(count);
        // The sink has the last message a moment before the server marks it sent (CI saw one
        // still queued under load). Nothing is left to send once every invitee shows as Sent,
        // so no duplicate can follow.
        await vi.waitFor(
          async () =>
            expect(await invitationStates(second, count)).toEqual(Array(count).fill('sent')),
          { timeout: HANG_GUARD_MS, interval: 50 },
        );
        await stop(second.run);

        expect(smtp.received.flatMap((m) => m.to).sort()).toEqual(invitees(count));
      } finally {
        await smtp.close();
      }
      // Two cold starts of the real process, each migrating and seeding.
    });

    it('writes every invitation of an import to the file outbox exactly once when the server is killed while writing them', async () => {
      // More than one claim's worth, so the kill comes amid claims written and not yet marked.
      const count = 700;
      const first = await start(env);
      await importInvitees(first, count);
      await vi.waitFor(
        async () => {
          if ((await readOutbox(dataDir)).length === 0) throw new Error('nothing written yet');
        },
        { timeout: HANG_GUARD_MS, interval: 5 },
      );
      await kill(first.run);
      const atKill = (await readOutbox(dataDir)).length;
      if (database) {
        const [left] = await rowsOf<{ pending: number }>(
          database.database.db,
          sql`select count(*)::int as pending from outbox where kind = 'invitation' and status = 'pending'`,
        );
        // How many the kill left written but unmarked: the case the file names exist for.
        console.log(
          `outbox kill test [${kind}]: ${atKill} files at the kill, ${count - (left?.pending ?? 0)} marked sent`,
        );
      } else console.log(`outbox kill test [${kind}]: ${atKill} files at the kill`);

      const second = await start(env);
      await vi.waitFor(
        async () => {
          const states = await invitationStates(second, count);
          if (states.some((s) => s !== 'sent')) throw new Error('invitations still queued');
        },
        { timeout: HANG_GUARD_MS, interval: 50 },
      );
      await stop(second.run);
      const written = await readOutbox(dataDir);
      expect(written.map((m) => m.to).sort()).toEqual(invitees(count));
    });
  });
}
