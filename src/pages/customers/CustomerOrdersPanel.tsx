import { keepPreviousData } from '@tanstack/react-query';
import type { CUSTOMER_ORDER_SORTS, Customer, CustomerOrderRow } from '#contract/customers';
import type { GridColumn } from '#ui';
import { tsr } from '../../api/tsr';
import { ListFrame } from '../../components/ListFrame';
import { useListState } from '../../components/list-state';
import { OrderReference } from './OrderReference';
import { customersKey } from './paths';

/** The customer's orders, newest booking first; a reference opens the order's page. */
export function CustomerOrdersPanel({
  applicationId,
  customer,
}: {
  applicationId: string;
  customer: Customer;
}) {
  const state = useListState<(typeof CUSTOMER_ORDER_SORTS)[number]>();
  const params = {
    applicationId,
    customerId: String(customer.customerId),
    customerKey: customer.key,
  };
  const orders = tsr.customers.orders.useQuery({
    queryKey: [...customersKey(applicationId), 'orders', customer.customerId, state.query],
    queryData: { params, query: state.query },
    placeholderData: keepPreviousData,
  });
  const columns: GridColumn<CustomerOrderRow>[] = [
    {
      header: 'Reference',
      sortKey: 'reference',
      render: (o) => <OrderReference applicationId={applicationId} order={o} />,
    },
    { header: 'Booking Date', sortKey: 'bookingDate', render: (o) => o.bookingDate },
    { header: 'Travel Date', sortKey: 'travelDate', render: (o) => o.travelDate ?? '' },
    { header: 'Status', render: (o) => o.status },
    { header: 'Items', render: (o) => o.itemsSummary },
    { header: 'Total', render: (o) => `${o.total} ${o.currency}` },
  ];
  return (
    <ListFrame
      config={{ label: 'Orders', columns, getKey: (o) => o.orderId }}
      state={state}
      data={orders.data?.body}
      loading={orders.isFetching}
    />
  );
}
