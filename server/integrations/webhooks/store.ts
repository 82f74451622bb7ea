import { and, eq, sql } from 'drizzle-orm';
import type { Subscription, SubscriptionFields } from '#contract/webhooks';
import { type Actor, audited } from '#server/audit/audited';
import type { Db } from '#server/db/client';
import type { Tx } from '#server/db/tx';
import { defineRecord, getInScope, NotFound } from '#server/kit/index';
import { type Keyring, seal } from '../keyring';
import { integrations } from '../schema';
import type { IntegrationAt } from '../store';
import { SUBSCRIPTION_SUBJECT } from './audit';
import { allowedEndpoint } from './endpoint';
import { RETRY_FOR_MS } from './fanout';
import { webhookDeliveries, webhookSubscriptions as ws } from './schema';
import { subscriptionOf } from './shape';
import { newSigningSecret } from './signing';

export type SubscriptionAt = IntegrationAt & { subscriptionId: number };

/** How long a rotated-out secret stays valid, and is signed with beside the new one. */
export const ROTATION_OVERLAP_MS = 24 * 3600_000;

const record = defineRecord({ table: ws, audit: SUBSCRIPTION_SUBJECT });

/** The integration's subscriptions, as far as the path's application and supplier hold. */
export const inIntegration = (at: IntegrationAt) =>
  and(
    eq(ws.integrationId, at.integrationId),
    eq(ws.applicationId, at.applicationId),
    sql`exists (select 1 from ${integrations} where ${integrations.id} = ${ws.integrationId}
                   and ${integrations.supplierId} = ${at.supplierId})`,
  );

const recordAt = (at: SubscriptionAt) => ({ id: at.subscriptionId, scope: inIntegration(at) });

/** NotFound unless the integration is the application's, under that supplier. */
async function integrationInScope(db: Db | Tx, at: IntegrationAt) {
  await getInScope(
    db
      .select({ id: integrations.id })
      .from(integrations)
      .where(
        and(
          eq(integrations.id, at.integrationId),
          eq(integrations.applicationId, at.applicationId),
          eq(integrations.supplierId, at.supplierId),
        ),
      ),
  );
}

export async function loadSubscription(db: Db | Tx, at: SubscriptionAt): Promise<Subscription> {
  const row = await getInScope(
    db
      .select()
      .from(ws)
      .where(record.where(recordAt(at))),
  );
  return subscriptionOf(row, at, new Date());
}

const statusOf = (active: boolean) => (active ? 'active' : 'paused');

export async function createSubscription(
  db: Db,
  keyring: Keyring,
  allowPrivate: boolean,
  actor: Actor,
  at: IntegrationAt,
  sent: SubscriptionFields,
): Promise<{ subscriptionId: number; secret: string }> {
  await integrationInScope(db, at);
  const url = await allowedEndpoint(sent.url, allowPrivate);
  const secret = newSigningSecret();
  const id = await record.create(db, actor, () => ({
    integrationId: at.integrationId,
    applicationId: at.applicationId,
    url,
    events: sent.events,
    status: statusOf(sent.active),
    pausedAt: sent.active ? null : new Date(),
    secret: seal(keyring, secret),
  }));
  return { subscriptionId: id, secret };
}

export async function updateSubscription(
  db: Db,
  allowPrivate: boolean,
  actor: Actor,
  at: SubscriptionAt,
  sent: SubscriptionFields & { version: number },
): Promise<void> {
  // Resolved before the transaction: a slow name server holds no row lock.
  const url = await allowedEndpoint(sent.url, allowPrivate);
  await record.update(db, actor, recordAt(at), sent.version, async (tx) => {
    const [held] = await tx
      .select({ status: ws.status })
      .from(ws)
      .where(eq(ws.id, at.subscriptionId));
    const resumed = held?.status === 'paused' && sent.active;
    if (resumed) {
      // What waited goes out now, with a fresh day of retries.
      const now = new Date();
      await tx
        .update(webhookDeliveries)
        .set({ nextAttemptAt: now, giveUpAt: new Date(now.getTime() + RETRY_FOR_MS) })
        .where(
          and(
            eq(webhookDeliveries.subscriptionId, at.subscriptionId),
            eq(webhookDeliveries.status, 'pending'),
          ),
        );
    }
    return {
      url,
      events: sent.events,
      status: statusOf(sent.active),
      ...(resumed ? { pausedAt: null, failingSince: null } : {}),
      ...(held?.status === 'active' && !sent.active ? { pausedAt: new Date() } : {}),
      updatedAt: new Date(),
    };
  });
}

/** A new secret; the current one becomes the previous, valid for a day more. */
export async function rotateSecret(
  db: Db,
  keyring: Keyring,
  actor: Actor,
  at: SubscriptionAt,
): Promise<{ secret: string; previousSecretUntil: string; version: number }> {
  const secret = newSigningSecret();
  const now = new Date();
  const until = new Date(now.getTime() + ROTATION_OVERLAP_MS);
  return db.transaction(async (tx) => {
    const [held] = await tx
      .select({ id: ws.id })
      .from(ws)
      .where(record.where(recordAt(at)))
      .for('update');
    if (!held) throw new NotFound();
    const [done] = await audited(tx, actor, SUBSCRIPTION_SUBJECT, held.id, () =>
      tx
        .update(ws)
        .set({
          previousSecret: sql`${ws.secret}`,
          previousUntil: until,
          secret: seal(keyring, secret),
          secretSetAt: now,
          version: sql`${ws.version} + 1`,
          updatedAt: now,
        })
        .where(eq(ws.id, held.id))
        .returning({ version: ws.version }),
    );
    return { secret, previousSecretUntil: until.toISOString(), version: done?.version ?? 0 };
  });
}

/**
 * Queues the delivery again, with the same event id, for another day of retries; the
 * deliverer sends it, never this request. NotFound unless it is the subscription's.
 */
export async function redeliver(db: Db, at: SubscriptionAt, deliveryId: number): Promise<void> {
  await loadSubscription(db, at);
  const now = new Date();
  const done = await db
    .update(webhookDeliveries)
    .set({
      status: 'pending',
      nextAttemptAt: now,
      giveUpAt: new Date(now.getTime() + RETRY_FOR_MS),
    })
    .where(
      and(
        eq(webhookDeliveries.id, deliveryId),
        eq(webhookDeliveries.subscriptionId, at.subscriptionId),
      ),
    )
    .returning({ id: webhookDeliveries.id });
  if (done.length === 0) throw new NotFound();
}
