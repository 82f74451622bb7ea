import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '#contract/users';
import { workbook } from './bulk-users.fixtures';
import { removeDir, startSmtpSink, tempDataDir } from './mail-sink';
import { type Run, runMain, waitForOutput } from './main-process';

const INVITEES = 40;
/** Delivered before the kill; the next one is stuck in the SMTP conversation when it comes. */
const BEFORE_KILL = 3;
const ADMIN_PASSWORD = 'outbox-admin-password-1';
const at = (i: number) => `invitee-${i}@outbox.test`;

async function start(env: Record<string, string>) {
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

describe('the outbox across a killed process', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = tempDataDir();
  });
  afterAll(() => removeDir(dataDir));

  it('sends every invitation of an import exactly once when the server is killed right after the import commits', async () => {
    const smtp = await startSmtpSink({ acceptOnly: BEFORE_KILL });
    const env = { DATA_DIR: dataDir, SMTP_URL: smtp.url };
    try {
      const first = await start(env);
      const rows = Array.from({ length: INVITEES }, (_, i) => [
        at(i),
        'In',
        `Vitee ${i}`,
        '',
        'Admin',
      ]);
      const form = new FormData();
      form.append('excelFile', new Blob([new Uint8Array(await workbook(rows))]), 'users.xlsx');
      const imported = await fetch(`${first.base}/api/companies/1/users/excelUpload`, {
        method: 'POST',
        headers: first.auth,
        body: form,
      });
      expect(imported.status).toBe(200);
      expect(await imported.json()).toMatchObject({ successfulInserts: INVITEES });
      // Three went out; the fourth is mid-send when the process dies.
      await smtp.waitForArrivals(BEFORE_KILL + 1);
      first.run.child.kill('SIGKILL');
      await first.run.exit;
      expect(smtp.received).toHaveLength(BEFORE_KILL);

      smtp.release();
      const second = await start(env);
      await smtp.waitForDelivered(INVITEES);
      // Nothing is left to send once every invitee shows as Sent, so no duplicate can follow.
      const list = await fetch(
        `${second.base}/api/companies/1/users?pageSize=100&search=outbox.test`,
        { headers: second.auth },
      );
      const { items } = (await list.json()) as { items: UserRow[] };
      expect(items.map((u) => u.invitation)).toEqual(Array(INVITEES).fill('sent'));
      await stop(second.run);

      const recipients = smtp.received.flatMap((m) => m.to).sort();
      const expected = Array.from({ length: INVITEES }, (_, i) => at(i)).sort();
      expect(recipients).toEqual(expected);
      console.log(`outbox kill test: ${recipients.length} messages sent for ${INVITEES} invitees`);
    } finally {
      await smtp.close();
    }
    // Two cold starts of the real process, each migrating and seeding.
  });
});
