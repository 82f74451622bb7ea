import * as z from 'zod';
import { Versioned } from './common';
import { line } from './input';
import { MSG } from './messages';

/** The domain events an integration can subscribe to, as the outbox names them (issue 28). */
export const WEBHOOK_EVENTS = ['order.completed', 'order.updated', 'order.cancelled'] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
export const WEBHOOK_EVENT_LABELS: Readonly<Record<WebhookEvent, string>> = {
  'order.completed': 'Order Complete',
  'order.updated': 'Order Update',
  'order.cancelled': 'Order Cancel',
};

export const WEBHOOK_TEXT = {
  urlRequired: 'Endpoint URL is required',
  notUrl: 'Enter an http(s) URL',
  privateUrl: 'This endpoint resolves to a private or loopback address: use a public one',
  unresolved: "This endpoint's host name does not resolve",
  eventsRequired: 'Choose at least one event',
  added: 'Subscription added',
  updated: 'Subscription saved',
  rotated: 'Secret rotated: the old one stays valid for 24 hours',
  redelivered: 'Queued for delivery again',
} as const;

const OCTET = '(25[0-5]|2[0-4][0-9]|1?[0-9]?[0-9])';
/**
 * An http(s) URL whose host is a name (its last label starting with a letter) or an IPv4
 * address, as a pattern the OpenAPI document carries: everything it admits, URL() parses.
 */
export const ENDPOINT_PATTERN = new RegExp(
  `^https?://(([A-Za-z0-9-]+\\.)*[A-Za-z][A-Za-z0-9-]*|${OCTET}(\\.${OCTET}){3})` +
    '(:([1-9][0-9]{0,3}|[1-5][0-9]{4}|6[0-4][0-9]{3}|65[0-4][0-9]{2}|655[0-2][0-9]|6553[0-5]))?' +
    '([/?#][!-~]*)?$',
);

export const SUBSCRIPTION_STATUSES = ['active', 'paused'] as const;
export const DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;

export const SubscriptionFields = z.object({
  url: line()
    .trim()
    .min(1, WEBHOOK_TEXT.urlRequired)
    .max(500, MSG.maxLength(500))
    .regex(ENDPOINT_PATTERN, WEBHOOK_TEXT.notUrl),
  events: z
    .array(z.enum(WEBHOOK_EVENTS))
    .min(1, WEBHOOK_TEXT.eventsRequired)
    .max(WEBHOOK_EVENTS.length)
    // Named twice is the same subscription: kept once.
    .transform((v) => [...new Set(v)]),
  /** Off: paused (no deliveries); on again, what waited goes out. */
  active: z.boolean().default(true),
});
export type SubscriptionFields = z.output<typeof SubscriptionFields>;
export const SubscriptionCreate = SubscriptionFields.strict();
export type SubscriptionCreate = z.input<typeof SubscriptionCreate>;
export const SubscriptionUpdate = SubscriptionFields.extend(Versioned.shape).strict();
export type SubscriptionUpdate = z.input<typeof SubscriptionUpdate>;

export const SubscriptionRow = z.object({
  subscriptionId: z.number().int(),
  integrationId: z.number().int(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  status: z.enum(SUBSCRIPTION_STATUSES),
  /** Since when every delivery has failed; null while the last one went through. */
  failingSince: z.string().nullable(),
  updated: z.string(),
});
export type SubscriptionRow = z.infer<typeof SubscriptionRow>;

export const Subscription = SubscriptionRow.extend({
  companyId: z.number().int(),
  supplierId: z.number().int(),
  active: z.boolean(),
  /** When the signing secret was made; the secret itself is shown once only. */
  secretSet: z.string(),
  /** The secret before the last rotation stays valid (and signed with) until then. */
  previousSecretUntil: z.string().nullable(),
  pausedAt: z.string().nullable(),
  created: z.string(),
  version: z.number().int(),
});
export type Subscription = z.infer<typeof Subscription>;

/** The signing secret, in the one answer that ever carries it. */
export const SubscriptionCreated = z.object({
  subscriptionId: z.number().int(),
  secret: z.string(),
});
export const SecretRotated = z.object({
  secret: z.string(),
  previousSecretUntil: z.string(),
  version: z.number().int(),
});

/** One attempt of the delivery log. */
export const AttemptRow = z.object({
  attemptId: z.number().int(),
  deliveryId: z.number().int(),
  /** The event's stable id, the `x-waypoint-event-id` of every attempt. */
  eventId: z.string(),
  event: z.enum(WEBHOOK_EVENTS),
  attempt: z.number().int(),
  /** The endpoint's HTTP status; null when it did not answer. */
  status: z.number().int().nullable(),
  ok: z.boolean(),
  latencyMs: z.number().int(),
  /** The start of the answer, or why there was none. */
  excerpt: z.string().nullable(),
  at: z.string(),
  delivery: z.enum(DELIVERY_STATUSES),
});
export type AttemptRow = z.infer<typeof AttemptRow>;
