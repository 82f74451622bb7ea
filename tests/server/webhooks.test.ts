import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Paged } from '#contract/paging';
import type { AttemptRow, Subscription, SubscriptionRow } from '#contract/webhooks';
import { rows } from '#server/db/rows';
import { keyringOf } from '#server/integrations/keyring';
import { allowedEndpoint } from '#server/integrations/webhooks/endpoint';
import { createWebhookWorker, type WebhookWorker } from '#server/integrations/webhooks/worker';
import { enqueueEvent } from '#server/outbox/events';
import { addCompany, addMember, auth } from './access.fixtures';
import { ADMIN, describeEachDatabase, TEST_SECRETS_KEY } from './harness';
import { addOrder, dayOffset } from './orders-fixture';
import { jsonCaller, signedIn } from './signed-in';
import { signedWith, startReceiver } from './webhook-receiver';

const HOUR = 3600_000;
const base = '/api/applications/1/suppliers/1/integrations/1/subscriptions';

describeEachDatabase('webhook subscriptions and deliveries', (server) => {
  const { admin } = signedIn(server, { admin: ADMIN });
  const call = jsonCaller(server, admin);
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  /** How far the suite's deliverer's clock is ahead of the real one. */
  let ahead = 0;
  let worker: WebhookWorker;
  const db = () => server().database.db;

  beforeAll(async () => {
    receiver = await startReceiver();
    // The app's own deliverer would race this suite's, whose clock the tests move.
    await server().app.areaWork.stopWorker('webhooks');
    worker = createWebhookWorker({
      database: server().database,
      keyring: async () => keyringOf(TEST_SECRETS_KEY),
      logger: server().app.log,
      allowPrivate: true,
      now: () => new Date(Date.now() + ahead),
      timeoutMs: 10_000,
    });
  });
  afterAll(() => receiver.close());

  let serial = 0;
  const subscribe = async (events: string[]) => {
    serial += 1;
    const url = `${receiver.url}?s=${serial}`;
    const res = await call(base, 'POST', { url, events });
    const text = await res.text();
    expect(res.status, text).toBe(201);
    const made = JSON.parse(text) as { subscriptionId: number; secret: string };
    const path = `/hooks?s=${serial}`;
    return { ...made, url, mine: () => receiver.received.filter((r) => r.path === path) };
  };
  const log = async (id: number, query = '') => {
    const res = await call(`${base}/${id}/deliveries?pageSize=100${query}`);
    expect(res.status).toBe(200);
    return (await res.json()) as Paged<AttemptRow>;
  };
  const cancelled = (orderId: number, applicationId = 1) =>
    enqueueEvent(db(), 'order.cancelled', {
      applicationId,
      orderId,
      reference: `WB-${orderId}`,
      status: 'Cancelled',
    });
  /** Pauses a test's subscription, so later tests' events are not delivered to it. */
  const done = async (id: number) => {
    const s = (await (await call(`${base}/${id}`)).json()) as Subscription;
    const res = await call(`${base}/${id}`, 'PUT', {
      ...pick(s),
      active: false,
      version: s.version,
    });
    expect(res.status).toBe(200);
  };
  const pick = (s: Subscription) => ({ url: s.url, events: s.events });

  it('subscribes with a secret shown once: never in a read, a list or the History', async () => {
    const { subscriptionId, secret, url } = await subscribe(['order.cancelled']);
    expect(secret).toMatch(/^whsec_/);
    const read = await (await call(`${base}/${subscriptionId}`)).text();
    const list = await (await call(`${base}?search=127.0.0.1`)).text();
    const history = await (
      await call(`/api/companies/1/audit/webhookSubscriptions/${subscriptionId}`)
    ).text();
    for (const text of [read, list, history]) expect(text).not.toContain(secret);
    expect(history).toContain(url);
    const [stored] = await rows<{ secret: string }>(
      db(),
      sql`select secret from webhook_subscriptions where id = ${subscriptionId}`,
    );
    expect(stored?.secret).not.toContain(secret);
    expect((JSON.parse(list) as Paged<SubscriptionRow>).items[0]?.url).toBe(url);
    await done(subscriptionId);
  });

  it('refuses a bad endpoint or no events as field errors', async () => {
    const bad = await call(base, 'POST', { url: 'ftp://example.test/x', events: [] });
    expect(bad.status).toBe(400);
    const { errors } = (await bad.json()) as { errors: Record<string, string[]> };
    expect(Object.keys(errors).sort()).toEqual(['events', 'url']);
    const other = await call(
      '/api/applications/1/suppliers/1/integrations/999999/subscriptions',
      'POST',
      {
        url: receiver.url,
        events: ['order.cancelled'],
      },
    );
    expect(other.status).toBe(404);
  });

  it('refuses loopback and private endpoints unless the configuration allows them', async () => {
    for (const url of [
      'http://127.0.0.1:9/x',
      'http://10.1.2.3/x',
      'http://192.168.0.7/x',
      'http://169.254.169.254/latest',
      'http://[::1]:8080/x',
      'http://[::ffff:127.0.0.1]/x',
      'http://localhost:3000/x',
    ]) {
      await expect(allowedEndpoint(url, false), url).rejects.toMatchObject({
        errors: { url: [expect.stringContaining('private or loopback')] },
      });
      await expect(allowedEndpoint(url, true)).resolves.toBe(url);
    }
    await expect(allowedEndpoint('http://93.184.215.14/hook', false)).resolves.toBeDefined();
  });

  it('delivers every event signed to a receiver that was down, once it is up, none twice', async () => {
    const { subscriptionId, secret, mine } = await subscribe([
      'order.cancelled',
      'order.completed',
    ]);
    receiver.set('down');
    const ids = [9001, 9002, 9003];
    for (const id of ids) await cancelled(id);
    await enqueueEvent(db(), 'order.updated', { applicationId: 1, orderId: 9004 });
    await cancelled(9005, 2);
    await worker.drain();
    const failed = await log(subscriptionId);
    expect(failed.items).toHaveLength(3);
    expect(failed.items.every((a) => !a.ok && a.status === 503 && a.delivery === 'pending')).toBe(
      true,
    );
    expect(failed.items[0]?.excerpt).toBe('Service Unavailable');

    // Still down at the first retries, then back.
    ahead += 30_000;
    await worker.drain();
    receiver.set('up');
    ahead += 2 * HOUR;
    await worker.drain();
    ahead += 2 * HOUR;
    expect(await worker.drain()).toBe(0);

    const successes = (await log(subscriptionId, '&ok=true')).items;
    expect(successes.map((a) => a.eventId).sort()).toEqual(
      [...new Set(successes.map((a) => a.eventId))].sort(),
    );
    expect(successes).toHaveLength(3);
    expect(successes.every((a) => a.delivery === 'delivered' && a.status === 200)).toBe(true);
    const got = mine().filter((r) => r.answered === 200);
    const bodies = got.map(
      (r) => JSON.parse(r.body) as { id: string; type: string; data: { orderId: number } },
    );
    expect(bodies.map((b) => b.data.orderId).sort()).toEqual(ids);
    expect(bodies.every((b) => b.type === 'order.cancelled')).toBe(true);
    for (const r of got) {
      expect(signedWith(r, [secret])).toEqual([secret]);
      expect(r.eventId).toBe(JSON.parse(r.body).id);
    }
    // Every attempt of one event carried the same id.
    const firstEvent = successes[0]?.eventId;
    const tries = mine().filter((r) => r.eventId === firstEvent);
    expect(tries.length).toBeGreaterThan(1);
    const s = (await (await call(`${base}/${subscriptionId}`)).json()) as Subscription;
    expect(s.failingSince).toBeNull();
    await done(subscriptionId);
  });

  it('delivers the cancellation of an order cancelled in the console, and redelivers it with its id', async () => {
    const { subscriptionId, mine } = await subscribe(['order.cancelled']);
    receiver.set('up');
    const order = await addOrder(db(), {
      applicationId: 1,
      bookingDate: dayOffset(-2),
      status: 'Processing',
    });
    const res = await server().fetch(
      `/api/applications/1/ordermanager/${order.orderId}/${order.orderKey}/cancel`,
      { method: 'POST', headers: admin, body: { reason: 'Customer asked', version: 1 } },
    );
    expect(res.status, await res.text()).toBe(200);
    await worker.drain();
    const [first] = (await log(subscriptionId)).items;
    expect(first).toMatchObject({ ok: true, attempt: 1, event: 'order.cancelled' });
    const again = await call(
      `${base}/${subscriptionId}/deliveries/${first?.deliveryId}/redeliver`,
      'POST',
    );
    expect(again.status).toBe(202);
    await worker.drain();
    const entries = (await log(subscriptionId)).items;
    expect(entries).toHaveLength(2);
    expect(entries.map((a) => a.eventId)).toEqual([first?.eventId, first?.eventId]);
    const got = mine().filter((r) => r.eventId === first?.eventId);
    expect(got).toHaveLength(2);
    expect(JSON.parse(got[0]?.body ?? '{}').data.orderId).toBe(order.orderId);
    await done(subscriptionId);
  });

  it('signs with both secrets for a day after a rotation, then with the new one only', async () => {
    const { subscriptionId, secret: old, mine } = await subscribe(['order.cancelled']);
    const rotated = await call(`${base}/${subscriptionId}/rotate`, 'POST');
    expect(rotated.status).toBe(200);
    const { secret: fresh } = (await rotated.json()) as { secret: string };
    const history = await (
      await call(`/api/companies/1/audit/webhookSubscriptions/${subscriptionId}`)
    ).text();
    expect(history).not.toContain(fresh);
    expect(history).not.toContain(old);
    await cancelled(9101);
    await worker.drain();
    const during = mine().find((r) => JSON.parse(r.body).data.orderId === 9101);
    expect(during && signedWith(during, [old, fresh])).toEqual([old, fresh]);
    ahead += 25 * HOUR;
    await cancelled(9102);
    await worker.drain();
    const after = mine().find((r) => JSON.parse(r.body).data.orderId === 9102);
    expect(after && signedWith(after, [old, fresh])).toEqual([fresh]);
    await done(subscriptionId);
  });

  it('gives up after a day of retries, pauses the subscription and tells its owners', async () => {
    const { subscriptionId } = await subscribe(['order.cancelled']);
    receiver.set('down');
    await cancelled(9201);
    for (let h = 0; h <= 26; h += 2) {
      await worker.drain();
      ahead += 2 * HOUR;
    }
    const s = (await (await call(`${base}/${subscriptionId}`)).json()) as Subscription;
    expect(s.status).toBe('paused');
    const entries = (await log(subscriptionId)).items;
    expect(entries.length).toBeGreaterThan(5);
    expect(entries.every((a) => !a.ok)).toBe(true);
    expect(entries[0]?.delivery).toBe('failed');
    // By subject: once sent, a mail keeps only its envelope (no text), and PostgreSQL's outbox
    // worker, woken at once, may have sent it already.
    const mails = await rows<{ to: string }>(
      db(),
      sql`select payload ->> 'to' as "to" from outbox
           where kind = 'mail' and payload ->> 'subject' = 'A webhook subscription was paused'`,
    );
    expect(mails.map((m) => m.to)).toContain(ADMIN.email);
    const history = await (
      await call(`/api/companies/1/audit/webhookSubscriptions/${subscriptionId}`)
    ).text();
    expect(history).toContain('paused');
  });

  it('holds no console request while an endpoint hangs, and logs the attempt cut off', async () => {
    const { subscriptionId } = await subscribe(['order.cancelled']);
    receiver.set('hang');
    await cancelled(9301);
    const before = receiver.received.length;
    const draining = worker.drain();
    await expect.poll(() => receiver.received.length).toBeGreaterThan(before);
    // The endpoint holds the delivery; the console answers meanwhile.
    expect((await call(`${base}/${subscriptionId}`)).status).toBe(200);
    expect((await call(`${base}/${subscriptionId}/deliveries`)).status).toBe(200);
    receiver.releaseHung();
    await draining;
    const [entry] = (await log(subscriptionId)).items;
    expect(entry).toMatchObject({ ok: false, status: null, delivery: 'pending' });
    receiver.set('up');
  });

  it("answers 404 for another company's member and for a delivery of another subscription", async () => {
    const company = await addCompany(server(), 'Elsewhere Travel');
    const outsider = auth(
      (await addMember(server(), company, ['apps_integrations_read'])).accessToken,
    );
    expect((await call(base, 'GET', undefined, outsider)).status).toBeGreaterThanOrEqual(403);
    const { subscriptionId } = await subscribe(['order.cancelled']);
    const res = await call(`${base}/${subscriptionId}/deliveries/1/redeliver`, 'POST');
    expect(res.status).toBe(404);
  });
});
