import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { created, id, ownedBy, updated, version } from '#server/db/columns';
import { applications } from '#server/db/schema';
import { integrations } from '../schema';

/**
 * An integration's subscription to order events (issue 28). The signing secret is sealed as
 * integration secrets are (keyring.ts); after a rotation the previous one stays valid (and is
 * signed with too) until `previousUntil`.
 */
export const webhookSubscriptions = pgTable(
  'webhook_subscriptions',
  {
    id: id(),
    integrationId: ownedBy(() => integrations.id),
    /** The integration's application, kept here so fan-out finds subscribers by index. */
    applicationId: ownedBy(() => applications.id),
    url: varchar({ length: 500 }).notNull(),
    events: varchar({ length: 20 }).array().notNull(),
    /** 'active', or 'paused' by hand or after failing for a day. */
    status: varchar({ length: 8 }).notNull().default('active'),
    secret: text().notNull(),
    secretSetAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    previousSecret: text(),
    previousUntil: timestamp({ withTimezone: true }),
    failingSince: timestamp({ withTimezone: true }),
    pausedAt: timestamp({ withTimezone: true }),
    version: version(),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    index('webhook_subscriptions_integration_idx').on(t.integrationId, t.id),
    index('webhook_subscriptions_app_idx').on(t.applicationId),
  ],
);

/**
 * One event to one subscription: the deliverer's work row. Claimed with a lease, as the
 * outbox's rows are, so a server killed mid-delivery leaves it to whoever comes next.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: id(),
    subscriptionId: ownedBy(() => webhookSubscriptions.id),
    /** The outbox row of the event: its id is the event's stable id. */
    eventId: integer().notNull(),
    event: varchar({ length: 20 }).notNull(),
    /** 'pending', 'delivered', or 'failed' after 24 hours of retries. */
    status: varchar({ length: 10 }).notNull().default('pending'),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Retries stop here; a redelivery moves it a day on. */
    giveUpAt: timestamp({ withTimezone: true }).notNull(),
    lockedUntil: timestamp({ withTimezone: true }),
    lockedBy: integer(),
    deliveredAt: timestamp({ withTimezone: true }),
    createdAt: created(),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_event_idx').on(t.subscriptionId, t.eventId),
    index('webhook_deliveries_due_idx')
      .on(t.nextAttemptAt, t.id)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** The delivery log: one row per attempt, what the endpoint answered. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: id(),
    deliveryId: ownedBy(() => webhookDeliveries.id),
    subscriptionId: ownedBy(() => webhookSubscriptions.id),
    attempt: integer().notNull(),
    httpStatus: integer(),
    ok: boolean().notNull(),
    latencyMs: integer().notNull(),
    excerpt: varchar({ length: 500 }),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('webhook_attempts_subscription_idx').on(t.subscriptionId, t.at, t.id)],
);
