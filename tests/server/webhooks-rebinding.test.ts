import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Paged } from '#contract/paging';
import type { AttemptRow } from '#contract/webhooks';
import { keyringOf } from '#server/integrations/keyring';
import type { Resolve } from '#server/integrations/webhooks/endpoint';
import { createWebhookWorker } from '#server/integrations/webhooks/worker';
import { enqueueEvent } from '#server/outbox/events';
import { ADMIN, describeEachDatabase, TEST_SECRETS_KEY } from './harness';
import { jsonCaller, signedIn } from './signed-in';
import { startReceiver } from './webhook-receiver';

const base = '/api/applications/1/suppliers/1/integrations/1/subscriptions';
/** A public address (example.com's), never connected to: the DNS gives it only to the check. */
const PUBLIC = '93.184.215.14';

describeEachDatabase('webhook delivery against DNS rebinding and redirects', (server) => {
  const { admin } = signedIn(server, { admin: ADMIN });
  const call = jsonCaller(server, admin);
  let receiver: Awaited<ReturnType<typeof startReceiver>>;

  beforeAll(async () => {
    receiver = await startReceiver();
    // The app's deliverer allows loopback (the tests' configuration): it must not send these.
    await server().app.areaWork.stopWorker('webhooks');
  });
  afterAll(() => receiver.close());

  const subscribe = async (url: string) => {
    const res = await call(base, 'POST', { url, events: ['order.cancelled'] });
    expect(res.status, await res.clone().text()).toBe(201);
    return ((await res.json()) as { subscriptionId: number }).subscriptionId;
  };
  const log = async (id: number) =>
    ((await (await call(`${base}/${id}/deliveries`)).json()) as Paged<AttemptRow>).items;
  const deliverer = (allowPrivate: boolean, resolve?: Resolve) =>
    createWebhookWorker({
      database: server().database,
      keyring: async () => keyringOf(TEST_SECRETS_KEY),
      logger: server().app.log,
      allowPrivate,
      resolve,
    });
  const pause = async (id: number) => {
    const s = (await (await call(`${base}/${id}`)).json()) as {
      url: string;
      events: string[];
      version: number;
    };
    const res = await call(`${base}/${id}`, 'PUT', {
      url: s.url,
      events: s.events,
      active: false,
      version: s.version,
    });
    expect(res.status).toBe(200);
  };

  it('refuses a name that resolves to a public address when checked and to loopback when connected to', async () => {
    const port = new URL(receiver.url).port;
    const host = 'hooks.rebinding.test';
    const subscriptionId = await subscribe(`http://${host}:${port}/hooks?rebind`);
    let asked = 0;
    // Public to the first question, loopback to every later one: a rebinding name's DNS.
    // Knows no other name (the demo's subscription gets the event too).
    const rebinding: Resolve = async (name) => {
      if (name !== host) throw Object.assign(new Error(`${name} unknown`), { code: 'ENOTFOUND' });
      asked += 1;
      return [{ address: asked === 1 ? PUBLIC : '127.0.0.1', family: 4 }];
    };
    await enqueueEvent(server().database.db, 'order.cancelled', {
      applicationId: 1,
      orderId: 8101,
    });
    await deliverer(false, rebinding).drain();

    const [entry] = await log(subscriptionId);
    expect(entry).toMatchObject({ ok: false, status: null, delivery: 'pending' });
    expect(entry?.excerpt).toBe(`Refused: ${host} resolves to a private address (127.0.0.1)`);
    // Asked once by the check and once by the connection itself, which refused the answer.
    expect(asked).toBe(2);
    expect(receiver.received.filter((r) => r.path.endsWith('?rebind'))).toEqual([]);
    await pause(subscriptionId);
  });

  it('refuses a name one of whose addresses is loopback, whichever comes first', async () => {
    const port = new URL(receiver.url).port;
    const subscriptionId = await subscribe(`http://hooks.mixed.test:${port}/hooks?mixed`);
    const mixed: Resolve = async () => [
      { address: PUBLIC, family: 4 },
      { address: '127.0.0.1', family: 4 },
    ];
    await enqueueEvent(server().database.db, 'order.cancelled', {
      applicationId: 1,
      orderId: 8102,
    });
    await deliverer(false, mixed).drain();
    const [entry] = await log(subscriptionId);
    expect(entry).toMatchObject({ ok: false, status: null });
    expect(entry?.excerpt).toMatch(/^Refused: /);
    expect(receiver.received.filter((r) => r.path.endsWith('?mixed'))).toEqual([]);
    await pause(subscriptionId);
  });

  it('does not follow a redirect: the attempt fails with its status and the target gets nothing', async () => {
    const redirector = createServer((_req, res) => {
      res.writeHead(307, { location: `${receiver.url}?redirected` }).end();
    });
    await new Promise<void>((done) => redirector.listen(0, '127.0.0.1', done));
    try {
      const { port } = redirector.address() as AddressInfo;
      const subscriptionId = await subscribe(`http://127.0.0.1:${port}/moved`);
      await enqueueEvent(server().database.db, 'order.cancelled', {
        applicationId: 1,
        orderId: 8103,
      });
      await deliverer(true).drain();
      const [entry] = await log(subscriptionId);
      expect(entry).toMatchObject({ ok: false, status: 307, delivery: 'pending' });
      expect(receiver.received.filter((r) => r.path.endsWith('?redirected'))).toEqual([]);
      await pause(subscriptionId);
    } finally {
      redirector.closeAllConnections();
      await new Promise<void>((done) => redirector.close(() => done()));
    }
  });
});
