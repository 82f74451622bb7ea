import { and, eq, sql } from 'drizzle-orm';
import type { Paged } from '#contract/paging';
import type {
  ATTEMPT_SORTS,
  AttemptListQuery,
  AttemptRow,
  SUBSCRIPTION_SORTS,
  SubscriptionListQuery,
  SubscriptionRow,
} from '#contract/webhooks';
import type { Db } from '#server/db/client';
import { definePagedList, type Filter } from '#server/kit/index';
import { integrations } from '../schema';
import {
  webhookAttempts as wa,
  webhookDeliveries as wd,
  webhookSubscriptions as ws,
} from './schema';
import { eventOf, subscriptionRowOf } from './shape';

type IntegrationScope = { applicationId: number; supplierId: number; integrationId: number };

const subscriptionsList = definePagedList<
  {
    id: typeof ws.id;
    integrationId: typeof ws.integrationId;
    url: typeof ws.url;
    events: typeof ws.events;
    status: typeof ws.status;
    failingSince: typeof ws.failingSince;
    updatedAt: typeof ws.updatedAt;
  },
  (typeof SUBSCRIPTION_SORTS)[number],
  SubscriptionListQuery,
  IntegrationScope
>({
  table: ws,
  scope: (s) =>
    and(
      eq(ws.integrationId, s.integrationId),
      eq(ws.applicationId, s.applicationId),
      sql`exists (select 1 from ${integrations} where ${integrations.id} = ${ws.integrationId}
                     and ${integrations.supplierId} = ${s.supplierId})`,
    ),
  columns: {
    id: ws.id,
    integrationId: ws.integrationId,
    url: ws.url,
    events: ws.events,
    status: ws.status,
    failingSince: ws.failingSince,
    updatedAt: ws.updatedAt,
  },
  search: [ws.url],
  sorts: { url: sql`lower(${ws.url})`, updated: ws.updatedAt },
  defaultSort: 'url',
  tieBreaker: ws.id,
});

export async function listSubscriptions(
  db: Db,
  scope: IntegrationScope,
  query: SubscriptionListQuery,
): Promise<Paged<SubscriptionRow>> {
  const page = await subscriptionsList(db, scope, query);
  return { items: page.items.map(subscriptionRowOf), total: page.total };
}

const okFilter: Filter<AttemptListQuery> = {
  keys: ['ok'],
  where: (query, bind) =>
    query.ok === undefined ? undefined : eq(wa.ok, bind('ok', query.ok === 'true', wa.ok)),
};

const attemptsList = definePagedList<
  {
    id: typeof wa.id;
    deliveryId: typeof wa.deliveryId;
    eventId: typeof wd.eventId;
    event: typeof wd.event;
    attempt: typeof wa.attempt;
    httpStatus: typeof wa.httpStatus;
    ok: typeof wa.ok;
    latencyMs: typeof wa.latencyMs;
    excerpt: typeof wa.excerpt;
    at: typeof wa.at;
    delivery: typeof wd.status;
  },
  (typeof ATTEMPT_SORTS)[number],
  AttemptListQuery,
  number
>({
  table: wa,
  joins: [{ table: wd, on: eq(wd.id, wa.deliveryId), count: 'search' }],
  scope: (subscriptionId) => eq(wa.subscriptionId, subscriptionId),
  columns: {
    id: wa.id,
    deliveryId: wa.deliveryId,
    eventId: wd.eventId,
    event: wd.event,
    attempt: wa.attempt,
    httpStatus: wa.httpStatus,
    ok: wa.ok,
    latencyMs: wa.latencyMs,
    excerpt: wa.excerpt,
    at: wa.at,
    delivery: wd.status,
  },
  search: [wd.event, sql`${wd.eventId}::text`, wa.excerpt],
  sorts: { at: wa.at },
  defaultSort: '-at',
  tieBreaker: wa.id,
  filters: [okFilter],
});

const deliveryStatus = (s: string): AttemptRow['delivery'] =>
  s === 'delivered' || s === 'failed' ? s : 'pending';

/** The delivery log of a subscription the caller's scope has been checked to hold. */
export async function listAttempts(
  db: Db,
  subscriptionId: number,
  query: AttemptListQuery,
): Promise<Paged<AttemptRow>> {
  const page = await attemptsList(db, subscriptionId, query);
  return {
    items: page.items.map((r) => ({
      attemptId: r.id,
      deliveryId: r.deliveryId,
      eventId: String(r.eventId),
      event: eventOf(r.event),
      attempt: r.attempt,
      status: r.httpStatus,
      ok: r.ok,
      latencyMs: r.latencyMs,
      excerpt: r.excerpt,
      at: new Date(r.at).toISOString(),
      delivery: deliveryStatus(r.delivery),
    })),
    total: page.total,
  };
}
