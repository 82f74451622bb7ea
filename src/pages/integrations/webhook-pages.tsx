import { useMemo } from 'react';
import { useParams } from 'wouter';
import { Stack } from '#ui';
import { HistoryPanel } from '../../components/HistoryPanel';
import { KitAddPage } from '../../kit/KitAddPage';
import { KitChildList } from '../../kit/KitChildList';
import { KitRecordPage } from '../../kit/KitRecordPage';
import { useIntegration } from './add-settings';
import { SigningSecretCard } from './SigningSecretCard';
import {
  attemptArea,
  attemptList,
  type IntegrationIds,
  subscriptionAdd,
  subscriptionArea,
  subscriptionList,
  subscriptionRecord,
} from './webhooks-area';

const useIds = () => {
  const {
    applicationId = '',
    supplierId = '',
    integrationId = '',
    subscriptionId = '',
  } = useParams<IntegrationIds & { subscriptionId: string }>();
  return { ids: { applicationId, supplierId, integrationId }, subscriptionId };
};

/** The integration page's panel: its subscriptions, with Add. */
export function SubscriptionsPanel({ ids }: { ids: IntegrationIds }) {
  const area = useMemo(() => subscriptionArea(ids), [ids]);
  const list = useMemo(() => subscriptionList(ids), [ids]);
  return <KitChildList area={area} list={list} />;
}

/** …/integrations/:integrationId/subscriptions/add: the secret is shown on the next page. */
export function SubscriptionAddPage() {
  const { ids } = useIds();
  const key = `${ids.applicationId}/${ids.supplierId}/${ids.integrationId}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the ids change only with the key
  const area = useMemo(() => subscriptionArea(ids), [key]);
  // An unknown integration has no subscriptions to add: the page leaves (spec section 8).
  const missing = useIntegration(ids).isError;
  // biome-ignore lint/correctness/useExhaustiveDependencies: as above
  const add = useMemo(
    () => ({ ...subscriptionAdd(ids), useOwnerMissing: () => missing }),
    [key, missing],
  );
  return <KitAddPage area={area} add={add} />;
}

/** …/subscriptions/:subscriptionId: edited in place, with its secret, log and History. */
export function SubscriptionPage() {
  const { ids, subscriptionId } = useIds();
  const key = `${ids.applicationId}/${ids.supplierId}/${ids.integrationId}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the ids change only with the key
  const area = useMemo(() => subscriptionArea(ids), [key]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: as above
  const record = useMemo(
    () =>
      subscriptionRecord(ids, (r, props) => (
        <Stack gap="lg">
          <SigningSecretCard
            params={{ ...ids, subscriptionId: String(r.subscriptionId) }}
            subscription={r}
            adopt={props.adopt}
          />
          <KitChildList area={attemptArea()} list={attemptList(ids, String(r.subscriptionId))} />
          <HistoryPanel
            companyId={String(r.companyId)}
            area="webhookSubscriptions"
            recordId={String(r.subscriptionId)}
          />
        </Stack>
      )),
    [key],
  );
  return <KitRecordPage area={area} record={record} id={subscriptionId} mode="edit" />;
}
