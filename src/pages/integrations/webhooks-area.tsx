import type { AnyFieldApi } from '@tanstack/react-form';
import { keepPreviousData } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import {
  AttemptListQuery,
  type AttemptRow,
  type Subscription,
  SubscriptionCreate,
  SubscriptionFields,
  SubscriptionListQuery,
  type SubscriptionRow,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENTS,
  WEBHOOK_TEXT,
  type WebhookEvent,
} from '#contract/webhooks';
import { Button, CheckboxGroup } from '#ui';
import { api } from '../../api/client';
import { tsr } from '../../api/tsr';
import { expectStatus } from '../../kit/calls';
import { DateTimeCell } from '../../kit/cells';
import { contractQuery } from '../../kit/contract-query';
import { declaredForm } from '../../kit/KitForm';
import type {
  KitAdd,
  KitArea,
  KitBesideProps,
  KitList,
  KitListArea,
  KitRecord,
} from '../../kit/types';
import { useSave } from '../../kit/use-save';
import { integrationsKey, subscriptionPaths } from './paths';

export type IntegrationIds = { applicationId: string; supplierId: string; integrationId: string };

const eventsText = (events: readonly WebhookEvent[]) =>
  events.map((e) => WEBHOOK_EVENT_LABELS[e]).join(', ');

const eventOptions = WEBHOOK_EVENTS.map((value) => ({ value, label: WEBHOOK_EVENT_LABELS[value] }));

function EventsPicker({ field, readOnly }: { field: AnyFieldApi; readOnly: boolean }) {
  const value: unknown = field.state.value;
  const chosen = Array.isArray(value)
    ? value.filter((v): v is WebhookEvent => WEBHOOK_EVENTS.includes(v))
    : [];
  return (
    <CheckboxGroup
      legend="Events"
      selectAllLabel="All events"
      options={eventOptions}
      selected={chosen}
      disabled={readOnly}
      onChange={(next) => field.handleChange(next)}
    />
  );
}

const GROUPS = [
  {
    title: 'Subscription',
    fields: [
      {
        name: 'url',
        label: 'Endpoint URL',
        kind: 'text',
        hint: 'Where each event is POSTed, signed in the x-waypoint-signature header',
      },
      {
        name: 'events',
        label: 'Events',
        kind: 'custom',
        render: (field: AnyFieldApi, readOnly: boolean) => (
          <EventsPicker field={field} readOnly={readOnly} />
        ),
      },
      { name: 'active', label: 'Active (paused: events wait for it)', kind: 'checkbox' },
    ],
  },
] as const;

export const subscriptionArea = (ids: IntegrationIds): KitArea<SubscriptionRow> => {
  const paths = subscriptionPaths(ids.applicationId, ids.supplierId, ids.integrationId);
  return {
    noun: 'Subscription',
    plural: 'Webhook subscriptions',
    paths: { list: paths.integration, add: paths.add, view: paths.subscription },
    idOf: (r) => r.subscriptionId,
    nameOf: (r) => r.url,
    access: { edit: 'webhooks.update', add: 'webhooks.create' },
    titles: {
      view: 'Webhook subscription',
      edit: 'Webhook subscription',
      add: 'Add webhook subscription',
    },
    cacheKey: [...integrationsKey(ids.applicationId), 'webhooks', ids.integrationId],
  };
};

export const subscriptionList = (
  ids: IntegrationIds,
): KitList<SubscriptionRow, 'url' | 'updated', never> => ({
  columns: [
    { key: 'url', header: 'Endpoint', sortable: true, link: true },
    { key: 'events', header: 'Events', cell: (r) => eventsText(r.events) },
    {
      key: 'status',
      header: 'Status',
      kind: 'status',
      tones: { active: 'success', paused: 'warning' },
    },
    { key: 'updated', header: 'Updated', sortable: true, kind: 'dateTime' },
  ],
  standard: ['view'],
  useRows: (query) =>
    tsr.webhooks.list.useQuery({
      queryKey: [...subscriptionArea(ids).cacheKey, 'list', query],
      queryData: { params: ids, query: contractQuery(SubscriptionListQuery, query) },
      placeholderData: keepPreviousData,
    }),
  searchLabel: 'Search subscriptions by endpoint',
  emptyText: 'No webhook subscriptions: add one to send order events to an endpoint.',
});

export const subscriptionRecord = (
  ids: IntegrationIds,
  beside: (r: Subscription, props: KitBesideProps) => ReactNode,
): KitRecord<Subscription, SubscriptionCreate, SubscriptionFields> => ({
  nameOf: (r) => r.url,
  useRecord: (id) =>
    tsr.webhooks.get.useQuery({
      queryKey: [...subscriptionArea(ids).cacheKey, 'subscription', id],
      queryData: { params: { ...ids, subscriptionId: id } },
    }),
  toForm: (r) => ({ url: r.url, events: r.events, active: r.active }),
  form: declaredForm(SubscriptionFields, GROUPS, true),
  update: (id, body, version) =>
    expectStatus(
      api.webhooks.update({ params: { ...ids, subscriptionId: id }, body: { ...body, version } }),
      200,
    ),
  versionOf: (r) => r.version,
  updated: WEBHOOK_TEXT.updated,
  beside,
});

export const subscriptionAdd = (
  ids: IntegrationIds,
): KitAdd<SubscriptionCreate, SubscriptionFields> => ({
  useInitial: () => ({ url: 'https://', events: ['order.cancelled'], active: true }),
  form: declaredForm(SubscriptionCreate, GROUPS, false),
  create: async (body) => {
    const made = await expectStatus(api.webhooks.create({ params: ids, body }), 201);
    // The secret goes to the next page in the history entry's state, never the address.
    return { id: made.subscriptionId, state: { signingSecret: made.secret } };
  },
  added: WEBHOOK_TEXT.added,
});

/** The delivery log's rows have no pages of their own. */
export const attemptArea = (): KitListArea<AttemptRow> => ({
  noun: 'Delivery',
  plural: 'Delivery log',
  idOf: (r) => r.attemptId,
  nameOf: (r) => `event ${r.eventId}, attempt ${r.attempt}`,
});

function Redeliver({
  ids,
  subscriptionId,
  row,
}: {
  ids: IntegrationIds;
  subscriptionId: string;
  row: AttemptRow;
}) {
  const again = useSave({
    cacheKey: subscriptionArea(ids).cacheKey,
    call: () =>
      expectStatus(
        api.webhooks.redeliver({
          params: { ...ids, subscriptionId, deliveryId: String(row.deliveryId) },
        }),
        202,
      ),
    done: WEBHOOK_TEXT.redelivered,
  });
  return (
    <Button
      tone="quiet"
      disabled={again.saving}
      aria-label={`Redeliver event ${row.eventId}, attempt ${row.attempt}`}
      onClick={() => void again.submit(null)}
    >
      Redeliver
    </Button>
  );
}

export const attemptList = (
  ids: IntegrationIds,
  subscriptionId: string,
): KitList<AttemptRow, 'at', 'ok'> => ({
  columns: [
    { key: 'at', header: 'When', sortable: true, cell: (r) => <DateTimeCell value={r.at} /> },
    {
      key: 'event',
      header: 'Event',
      cell: (r) => `${WEBHOOK_EVENT_LABELS[r.event]} (${r.eventId})`,
    },
    { key: 'attempt', header: 'Attempt', kind: 'number' },
    {
      key: 'status',
      header: 'Status',
      cell: (r) => (r.status === null ? 'No answer' : String(r.status)),
    },
    { key: 'latencyMs', header: 'Latency (ms)', kind: 'number' },
    { key: 'excerpt', header: 'Response', cell: (r) => r.excerpt ?? '' },
    {
      key: 'delivery',
      header: 'Delivery',
      kind: 'status',
      tones: { delivered: 'success', failed: 'danger', pending: 'warning' },
    },
  ],
  filters: [
    {
      kind: 'select',
      key: 'ok',
      label: 'Outcome',
      options: [
        { value: 'true', label: 'Delivered' },
        { value: 'false', label: 'Failed' },
      ],
    },
  ],
  actions: [
    {
      label: 'Redeliver',
      access: 'webhooks.redeliver',
      render: (row) => <Redeliver ids={ids} subscriptionId={subscriptionId} row={row} />,
    },
  ],
  standard: [],
  refresh: true,
  useRows: (query) =>
    tsr.webhooks.deliveries.useQuery({
      queryKey: [...subscriptionArea(ids).cacheKey, 'deliveries', subscriptionId, query],
      queryData: {
        params: { ...ids, subscriptionId },
        query: contractQuery(AttemptListQuery, query),
      },
      placeholderData: keepPreviousData,
    }),
  searchLabel: 'Search by event, event id or response',
  emptyText: 'No deliveries yet: events are sent here as they happen.',
});
