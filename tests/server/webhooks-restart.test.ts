import { expect, it } from 'vitest';
import type { Paged } from '#contract/paging';
import type { AttemptRow } from '#contract/webhooks';
import { keyringOf } from '#server/integrations/keyring';
import { claimDeliveries } from '#server/integrations/webhooks/claim';
import { fanOut } from '#server/integrations/webhooks/fanout';
import { createWebhookWorker } from '#server/integrations/webhooks/worker';
import { enqueueEvent } from '#server/outbox/events';
import { ADMIN, describeEachDatabase, TEST_SECRETS_KEY } from './harness';
import { jsonCaller, signedIn } from './signed-in';
import { startReceiver } from './webhook-receiver';

const base = '/api/applications/1/suppliers/1/integrations/1/subscriptions';

describeEachDatabase('webhook delivery across a server killed mid-delivery', (server) => {
  const { admin } = signedIn(server, { admin: ADMIN });
  const call = jsonCaller(server, admin);

  it('delivers what a dead server had claimed, once, when the next one starts', async () => {
    const receiver = await startReceiver();
    try {
      await server().app.areaWork.stopWorker('webhooks');
      const made = await call(base, 'POST', { url: receiver.url, events: ['order.cancelled'] });
      expect(made.status).toBe(201);
      const { subscriptionId } = (await made.json()) as { subscriptionId: number };
      const { db } = server().database;
      await enqueueEvent(db, 'order.cancelled', { applicationId: 1, orderId: 7001 });
      // The first server fans the event out and claims it, then dies before any answer.
      await fanOut(db, new Date());
      const now = new Date();
      const claimed = await claimDeliveries(db, now, new Date(now.getTime() + 60_000), 10, 4242);
      expect(claimed.map((c) => c.subscriptionId)).toContain(subscriptionId);

      // The next one: on the embedded database it takes the claims back at start; on
      // PostgreSQL it waits out the dead one's lease (its clock is past it here).
      const ahead = server().kind === 'pglite' ? 0 : 61_000;
      const next = createWebhookWorker({
        database: server().database,
        keyring: async () => keyringOf(TEST_SECRETS_KEY),
        logger: server().app.log,
        allowPrivate: true,
        now: () => new Date(Date.now() + ahead),
      });
      const log = async () =>
        (await (await call(`${base}/${subscriptionId}/deliveries`)).json()) as Paged<AttemptRow>;
      await next.start();
      await expect.poll(async () => (await log()).items.length).toBe(1);
      await next.stop();
      const [entry] = (await log()).items;
      expect(entry).toMatchObject({ ok: true, attempt: 2, delivery: 'delivered' });
      const got = receiver.received.filter((r) => JSON.parse(r.body).data.orderId === 7001);
      expect(got).toHaveLength(1);
    } finally {
      await receiver.close();
    }
  });
});
