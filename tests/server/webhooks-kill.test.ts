import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Paged } from '#contract/paging';
import type { AttemptRow } from '#contract/webhooks';
import { enqueueEvent } from '#server/outbox/events';
import { HANG_GUARD_MS } from '../setup/hang-guard';
import { TEST_SECRETS_KEY } from './harness';
import { removeDir, tempDataDir } from './mail-sink';
import { type Run, runMain, waitForOutput } from './main-process';
import { createTestDatabase, type TestDatabase } from './test-database';
import { startReceiver } from './webhook-receiver';

const ADMIN_PASSWORD = 'webhooks-admin-password-1';
const base = '/api/applications/1/suppliers/1/integrations/1/subscriptions';
const ORDER_ID = 7301;

type Server = { run: Run; base: string; auth: { authorization: string } };

const alive = (run: Run) => run.child.exitCode === null && run.child.signalCode === null;

/** Starts the real process, listed in `runs` at once so that a failing test still ends it. */
async function start(env: Record<string, string>, runs: Run[]): Promise<Server> {
  const run = runMain({ ...env, PORT: '0', ADMIN_PASSWORD });
  runs.push(run);
  const [, url] = await waitForOutput(run, /running at (http:\/\/\S+) /);
  if (!url) throw new Error('no address printed');
  const signIn = await fetch(`${url}/api/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin@waypoint.test', password: ADMIN_PASSWORD }),
  });
  const { accessToken } = (await signIn.json()) as { accessToken: string };
  return { run, base: url, auth: { authorization: `Bearer ${accessToken}` } };
}

async function end(run: Run | undefined, signal: NodeJS.Signals) {
  if (!run || !alive(run)) return;
  run.child.kill(signal);
  await run.exit;
}

// A killed PostgreSQL server's claims outlive it; the embedded database's go at the next start
// (webhooks-restart.test.ts covers both in one process).
describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'webhook delivery across a server process killed mid-delivery (needs TEST_DATABASE_URL)',
  () => {
    let database: TestDatabase | undefined;
    let receiver: Awaited<ReturnType<typeof startReceiver>> | undefined;
    let dataDir = '';
    const runs: Run[] = [];

    beforeAll(async () => {
      dataDir = tempDataDir();
      database = await createTestDatabase('postgres');
      receiver = await startReceiver();
    });
    // Whatever failed, no server is left running.
    afterAll(async () => {
      for (const run of runs) await end(run, 'SIGKILL');
      await receiver?.close();
      await database?.drop();
      await removeDir(dataDir);
    });

    it('sends the event cut off by a SIGKILL again, with its id, once the next process starts', async () => {
      if (!database || !receiver) throw new Error('not started');
      const env = {
        DATABASE_URL: database.url ?? '',
        DATA_DIR: dataDir,
        DEMO_DATA: '1',
        SECRETS_KEY: TEST_SECRETS_KEY,
        WEBHOOKS_ALLOW_PRIVATE: '1',
        // The dead process's claim lapses this soon; its attempt could take half of it.
        WEBHOOKS_LEASE_SECONDS: '4',
      };
      const first = await start(env, runs);
      const made = await fetch(`${first.base}${base}`, {
        method: 'POST',
        headers: { ...first.auth, 'content-type': 'application/json' },
        body: JSON.stringify({ url: receiver.url, events: ['order.cancelled'] }),
      });
      expect(made.status, await made.clone().text()).toBe(201);
      const { subscriptionId } = (await made.json()) as { subscriptionId: number };

      // The receiver takes the request and holds its answer: the delivery is in flight.
      receiver.set('hang');
      await enqueueEvent(database.database.db, 'order.cancelled', {
        applicationId: 1,
        orderId: ORDER_ID,
      });
      const ours = () =>
        receiver?.received.filter((r) => JSON.parse(r.body).data.orderId === ORDER_ID) ?? [];
      await vi.waitFor(() => expect(ours()).toHaveLength(1), {
        timeout: HANG_GUARD_MS,
        interval: 20,
      });
      await end(first.run, 'SIGKILL');
      expect(first.run.child.signalCode).toBe('SIGKILL');

      receiver.set('up');
      const killedAt = performance.now();
      const second = await start(env, runs);
      const log = async () => {
        const res = await fetch(`${second.base}${base}/${subscriptionId}/deliveries`, {
          headers: second.auth,
        });
        return ((await res.json()) as Paged<AttemptRow>).items;
      };
      await vi.waitFor(async () => expect(await log()).toHaveLength(1), {
        timeout: HANG_GUARD_MS,
        interval: 100,
      });
      console.log(
        `webhook kill test: delivered ${Math.round(performance.now() - killedAt)} ms after the SIGKILL ` +
          '(the next process started, then the 4 s lease lapsed)',
      );
      // The attempt the kill cut off left no entry: the one entry is the second, a success.
      expect(await log()).toMatchObject([
        { ok: true, status: 200, attempt: 2, delivery: 'delivered' },
      ]);
      const [cut, sent] = ours();
      expect(cut?.answered).toBe('hung');
      expect(sent?.answered).toBe(200);
      expect(sent?.eventId).toBe(cut?.eventId);
      expect(sent?.eventId).toBe(JSON.parse(sent?.body ?? '{}').id);
      expect(ours()).toHaveLength(2);
      await end(second.run, 'SIGTERM');
    });
  },
);
