import { keepPreviousData } from '@tanstack/react-query';
import type { CUSTOMER_ORDER_SORTS, Customer, CustomerOrderRow } from '#contract/customers';
import { tsr } from '../../api/tsr';
import { KitChildList } from '../../kit/KitChildList';
import type { KitList, KitListArea } from '../../kit/types';
import { OrderReference } from './OrderReference';
import { customersKey } from './paths';

// The reference links to the order only for those who may open it (OrderReference), so the
// rows take no View action of the kit's.
const ORDERS: KitListArea<CustomerOrderRow> = {
  noun: 'Order',
  plural: 'Orders',
  idOf: (o) => o.orderId,
  nameOf: (o) => o.reference,
};

const ordersList = (
  applicationId: string,
  customer: Customer,
): KitList<CustomerOrderRow, (typeof CUSTOMER_ORDER_SORTS)[number], never> => ({
  columns: [
    {
      key: 'reference',
      header: 'Reference',
      sortable: true,
      cell: (o) => <OrderReference applicationId={applicationId} order={o} />,
    },
    { key: 'bookingDate', header: 'Booking Date', sortable: true, kind: 'date' },
    { key: 'travelDate', header: 'Travel Date', sortable: true, kind: 'date' },
    { key: 'status', header: 'Status', kind: 'status' },
    { key: 'itemsSummary', header: 'Items' },
    { key: 'total', header: 'Total', kind: 'money' },
  ],
  useRows: (query) =>
    tsr.customers.orders.useQuery({
      queryKey: [...customersKey(applicationId), 'orders', customer.customerId, query],
      queryData: {
        params: {
          applicationId,
          customerId: String(customer.customerId),
          customerKey: customer.key,
        },
        query,
      },
      placeholderData: keepPreviousData,
    }),
  emptyText: 'No orders from this customer yet.',
});

/** The customer's orders, newest booking first; a reference opens the order's page. */
export function CustomerOrdersPanel({
  applicationId,
  customer,
}: {
  applicationId: string;
  customer: Customer;
}) {
  return <KitChildList area={ORDERS} list={ordersList(applicationId, customer)} />;
}
