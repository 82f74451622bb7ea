import * as z from 'zod';
import { authErrors, c, IdParam, staleError } from './common';
import { pageAccess } from './page-access';
import { listQuery, paged } from './paging';
import {
  AttemptRow,
  SecretRotated,
  Subscription,
  SubscriptionCreate,
  SubscriptionCreated,
  SubscriptionRow,
  SubscriptionUpdate,
} from './webhook-records';

export * from './webhook-records';

/** An integration's webhook subscriptions and their delivery logs (issue 28). */

export const SUBSCRIPTION_SORTS = ['url', 'updated'] as const;
export const SubscriptionListQuery = listQuery(SUBSCRIPTION_SORTS);
export type SubscriptionListQuery = z.infer<typeof SubscriptionListQuery>;

export const ATTEMPT_SORTS = ['at'] as const;
export const AttemptListQuery = listQuery(ATTEMPT_SORTS).extend({
  ok: z.enum(['true', 'false']).optional(),
});
export type AttemptListQuery = z.infer<typeof AttemptListQuery>;

const IntegrationPath = z.object({
  applicationId: IdParam,
  supplierId: IdParam,
  integrationId: IdParam,
});
const SubscriptionPath = IntegrationPath.extend({ subscriptionId: IdParam });
const DeliveryPath = SubscriptionPath.extend({ deliveryId: IdParam });
const base =
  '/api/applications/:applicationId/suppliers/:supplierId/integrations/:integrationId/subscriptions';
const one = `${base}/:subscriptionId`;
const access = pageAccess.webhooks;

export const webhooksContract = c.router({
  list: {
    method: 'GET',
    path: base,
    metadata: { access: access.list },
    summary: "A page of the integration's webhook subscriptions; search matches the URL",
    pathParams: IntegrationPath,
    query: SubscriptionListQuery,
    responses: { 200: paged(SubscriptionRow), ...authErrors },
  },
  create: {
    method: 'POST',
    path: base,
    metadata: { access: access.create },
    summary:
      'Subscribe the integration to events; the answer holds the signing secret, shown this once',
    pathParams: IntegrationPath,
    body: SubscriptionCreate,
    responses: { 201: SubscriptionCreated, ...authErrors },
  },
  get: {
    method: 'GET',
    path: one,
    metadata: { access: access.get },
    summary: 'A subscription: its endpoint, events and state, never its secret',
    pathParams: SubscriptionPath,
    responses: { 200: Subscription, ...authErrors },
  },
  update: {
    method: 'PUT',
    path: one,
    metadata: { access: access.update },
    summary: 'Change the endpoint, the events or pause and resume; 409 when stale',
    pathParams: SubscriptionPath,
    body: SubscriptionUpdate,
    responses: { 200: Subscription, ...authErrors, ...staleError },
  },
  rotate: {
    method: 'POST',
    path: `${one}/rotate`,
    metadata: { access: access.rotate },
    summary:
      'A new signing secret, shown this once; the old one stays valid and signed with for 24 hours',
    pathParams: SubscriptionPath,
    body: c.noBody(),
    responses: { 200: SecretRotated, ...authErrors },
  },
  deliveries: {
    method: 'GET',
    path: `${one}/deliveries`,
    metadata: { access: access.deliveries },
    summary: "A page of the subscription's delivery attempts, the newest first",
    pathParams: SubscriptionPath,
    query: AttemptListQuery,
    responses: { 200: paged(AttemptRow), ...authErrors },
  },
  redeliver: {
    method: 'POST',
    path: `${one}/deliveries/:deliveryId/redeliver`,
    metadata: { access: access.redeliver },
    summary: 'Deliver the event again (same event id), as soon as the deliverer gets to it',
    pathParams: DeliveryPath,
    body: c.noBody(),
    responses: { 202: z.object({ deliveryId: z.number().int() }), ...authErrors },
  },
});
