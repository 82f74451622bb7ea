import { useCallback } from 'react';
import { Link, useParams } from 'wouter';
import type { Order } from '#contract/orders';
import { Card, LoadingBlock, Page, Stack } from '#ui';
import { tsr } from '../../api/tsr';
import { PermissionGate } from '../../components/permissions';
import { KitActionButton } from '../../kit/KitAction';
import type { KitAction } from '../../kit/types';
import { GoTo } from '../../routing/GoTo';
import { CancelDialog } from './CancelDialog';
import { ContactPanel } from './ContactPanel';
import { NotesPanel } from './NotesPanel';
import {
  DepositPanel,
  HeaderPanel,
  ItemsPanel,
  PaymentsPanel,
  TimelinePanel,
  TravellersPanel,
  VouchersPanel,
} from './OrderPanels';
import { type OrderParams, orderPaths, ordersKey } from './paths';
import { StatusControl } from './StatusControl';

/** /applications/{applicationId}/ordermanager/{orderId}/{orderKey}/view */
export default function OrderPage() {
  const { applicationId = '', orderId = '', orderKey = '' } = useParams<OrderParams>();
  const params = { applicationId, orderId, orderKey };
  const queryKey = [...ordersKey(applicationId), 'order', orderId, orderKey];
  const query = tsr.orders.get.useQuery({ queryKey, queryData: { params } });
  const client = tsr.useQueryClient();
  const reload = useCallback(
    () => client.invalidateQueries({ queryKey: ordersKey(applicationId) }),
    [client, applicationId],
  );
  const cancel: KitAction<Order> = {
    label: 'Cancel order',
    access: 'orders.cancel',
    tone: 'danger',
    shows: (o) => o.status !== 'Cancelled',
    dialog: (o, onClose) => (
      <CancelDialog order={o} params={params} onClose={onClose} reload={reload} />
    ),
  };
  const order = query.data?.body;
  const back = <Link href={orderPaths(applicationId).list}>My orders</Link>;

  // Spec section 8: a record that fails to load returns to its list (the cache toasts why).
  if (query.isError) return <GoTo to={orderPaths(applicationId).list} />;
  if (!order) {
    return (
      <Page title="Order" actions={back}>
        <Card>
          <LoadingBlock label="Loading the order" />
        </Card>
      </Page>
    );
  }
  return (
    <Page
      title={`Order ${order.reference}`}
      actions={
        <span style={{ display: 'flex', gap: '1rem', alignItems: 'center' }}>
          {back}
          <KitActionButton action={cancel} rec={order} cacheKey={ordersKey(applicationId)} />
        </span>
      }
    >
      <Stack gap="lg">
        <HeaderPanel order={order} />
        <PermissionGate access="orders.changeStatus">
          <StatusControl order={order} params={params} />
        </PermissionGate>
        <ContactPanel order={order} params={params} />
        <ItemsPanel order={order} />
        <TravellersPanel order={order} />
        <PaymentsPanel order={order} />
        <DepositPanel order={order} />
        <VouchersPanel order={order} />
        <NotesPanel order={order} params={params} />
        <TimelinePanel order={order} />
      </Stack>
    </Page>
  );
}
