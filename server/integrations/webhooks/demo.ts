import { and, asc, eq } from 'drizzle-orm';
import { applications } from '#server/db/schema';
import type { Tx } from '#server/db/tx';
import type { DemoScope } from '#server/kit/area';
import { integrations } from '../schema';
import { webhookAttempts, webhookDeliveries, webhookSubscriptions } from './schema';

const HOUR = 3600_000;

/**
 * The demo integration subscribes to completed and cancelled orders, once, with a short log:
 * two events delivered (one after a retry) and one given up on. The endpoint's host is of the
 * reserved .test domain, so no demo delivery ever reaches anyone.
 */
export async function seedDemoSubscription(tx: Tx, demo: DemoScope) {
  if (!demo.sealSecret) return;
  const [integration] = await tx
    .select({ id: integrations.id, applicationId: integrations.applicationId })
    .from(integrations)
    .innerJoin(applications, eq(applications.id, integrations.applicationId))
    .where(eq(applications.companyId, demo.companyId))
    .orderBy(asc(integrations.id))
    .limit(1);
  if (!integration) return;
  const [held] = await tx
    .select({ id: webhookSubscriptions.id })
    .from(webhookSubscriptions)
    .where(and(eq(webhookSubscriptions.integrationId, integration.id)))
    .limit(1);
  if (held) return;
  const now = Date.now();
  const [made] = await tx
    .insert(webhookSubscriptions)
    .values({
      integrationId: integration.id,
      applicationId: integration.applicationId,
      url: 'https://hooks.traveltek-partner.test/waypoint/orders',
      events: ['order.completed', 'order.cancelled'],
      secret: demo.sealSecret(`whsec_demo_${now.toString(36)}`),
    })
    .returning({ id: webhookSubscriptions.id });
  if (!made) return;
  const log = [
    { event: 'order.completed', status: 'delivered', tries: [503, 200], ago: 30 },
    { event: 'order.cancelled', status: 'delivered', tries: [204], ago: 20 },
    { event: 'order.completed', status: 'failed', tries: [500, 500, 500], ago: 50 },
  ];
  for (const [i, entry] of log.entries()) {
    const at = now - entry.ago * HOUR;
    const [delivery] = await tx
      .insert(webhookDeliveries)
      .values({
        subscriptionId: made.id,
        // Events of the demo's past, no longer in the outbox.
        eventId: -(i + 1),
        event: entry.event,
        status: entry.status,
        attempts: entry.tries.length,
        giveUpAt: new Date(at + 24 * HOUR),
        deliveredAt: entry.status === 'delivered' ? new Date(at) : null,
        createdAt: new Date(at),
      })
      .returning({ id: webhookDeliveries.id });
    if (!delivery) continue;
    await tx.insert(webhookAttempts).values(
      entry.tries.map((status, n) => ({
        deliveryId: delivery.id,
        subscriptionId: made.id,
        attempt: n + 1,
        httpStatus: status,
        ok: status < 300,
        latencyMs: 80 + 37 * n,
        excerpt: status < 300 ? '{"received":true}' : 'Service Unavailable',
        at: new Date(at + n * 60_000),
      })),
    );
  }
}
