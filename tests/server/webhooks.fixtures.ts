import { webhookDeliveries, webhookSubscriptions } from '#server/integrations/webhooks/schema';
import type { TestServer } from './harness';

/**
 * A subscription of the integration, stored as given (its secret a placeholder: no fixture
 * delivers), paused so the app's deliverer leaves it alone.
 */
export async function addMatrixSubscription(
  server: TestServer,
  applicationId: number,
  integrationId: number,
): Promise<number> {
  const [made] = await server.database.db
    .insert(webhookSubscriptions)
    .values({
      integrationId,
      applicationId,
      url: 'https://hooks.matrix.test/orders',
      events: ['order.cancelled'],
      status: 'paused',
      secret: 'not-sealed',
    })
    .returning({ id: webhookSubscriptions.id });
  if (!made) throw new Error('subscription not added');
  return made.id;
}

/** A delivery of the subscription, already delivered. */
export async function addMatrixDelivery(server: TestServer, subscriptionId: number) {
  const [made] = await server.database.db
    .insert(webhookDeliveries)
    .values({
      subscriptionId,
      eventId: -1,
      event: 'order.cancelled',
      status: 'delivered',
      giveUpAt: new Date(),
    })
    .returning({ id: webhookDeliveries.id });
  if (!made) throw new Error('delivery not added');
  return made.id;
}
