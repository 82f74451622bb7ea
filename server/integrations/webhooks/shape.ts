import {
  type Subscription,
  type SubscriptionRow,
  WEBHOOK_EVENTS,
  type WebhookEvent,
} from '#contract/webhooks';
import type { webhookSubscriptions } from './schema';

type Stored = typeof webhookSubscriptions.$inferSelect;

const iso = (at: Date | string) => new Date(at).toISOString();
const isoOrNull = (at: Date | string | null) => (at === null ? null : iso(at));

export const eventOf = (value: string): WebhookEvent =>
  WEBHOOK_EVENTS.find((e) => e === value) ?? WEBHOOK_EVENTS[0];

export const subscriptionRowOf = (
  r: Pick<
    Stored,
    'id' | 'integrationId' | 'url' | 'events' | 'status' | 'failingSince' | 'updatedAt'
  >,
): SubscriptionRow => ({
  subscriptionId: r.id,
  integrationId: r.integrationId,
  url: r.url,
  events: r.events.map(eventOf),
  status: r.status === 'paused' ? 'paused' : 'active',
  failingSince: isoOrNull(r.failingSince),
  updated: iso(r.updatedAt),
});

/** The subscription as the API answers it: never a secret, only when it was set. */
export const subscriptionOf = (
  r: Stored,
  at: { companyId: number; supplierId: number },
  now: Date,
): Subscription => ({
  ...subscriptionRowOf(r),
  companyId: at.companyId,
  supplierId: at.supplierId,
  active: r.status !== 'paused',
  secretSet: iso(r.secretSetAt),
  previousSecretUntil:
    r.previousUntil && new Date(r.previousUntil) > now ? iso(r.previousUntil) : null,
  pausedAt: isoOrNull(r.pausedAt),
  created: iso(r.createdAt),
  version: r.version,
});
