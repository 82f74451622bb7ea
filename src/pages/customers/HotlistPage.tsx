import { Link, useParams } from 'wouter';
import type { HotlistOffer } from '#contract/customers';
import { Card, DataGrid, type GridColumn, Page, Skeleton } from '#ui';
import { tsr } from '../../api/tsr';
import { customerPaths, customersKey } from './paths';

const columns: GridColumn<HotlistOffer>[] = [
  {
    header: 'Offer',
    render: (o) =>
      o.link ? (
        <a href={o.link} target="_blank" rel="noopener noreferrer">
          {o.name || o.link}
        </a>
      ) : (
        o.name
      ),
  },
  { header: 'Price', render: (o) => (o.price === null ? '' : `${o.price} ${o.currency}`) },
  { header: 'From', render: (o) => o.startDate ?? '' },
  { header: 'To', render: (o) => o.endDate ?? '' },
];

/** /applications/:applicationId/customers/:customerId/hotlists/:hotlistId: a saved list of offers. */
export default function HotlistPage() {
  const {
    applicationId = '',
    customerId = '',
    hotlistId = '',
  } = useParams<{
    applicationId: string;
    customerId: string;
    hotlistId: string;
  }>();
  const query = tsr.customers.hotlist.useQuery({
    queryKey: [...customersKey(applicationId), 'hotlist', customerId, hotlistId],
    queryData: { params: { applicationId, customerId, hotlistId } },
  });
  const hotlist = query.data?.body;
  const paths = customerPaths(applicationId);
  return (
    <Page
      title={hotlist ? `Hotlist: ${hotlist.name}` : 'Hotlist'}
      actions={
        hotlist ? (
          <Link href={paths.view(`${hotlist.customerId}/${hotlist.customerKey}`)}>
            Back to {hotlist.customerName}
          </Link>
        ) : null
      }
    >
      <Card>
        {!hotlist ? (
          <Skeleton />
        ) : (
          <DataGrid
            label="Offers"
            columns={columns}
            rows={hotlist.offers}
            getKey={(o) => `${o.name}|${o.link}|${o.startDate}`}
            total={hotlist.offers.length}
            page={1}
            pageSize={Math.max(hotlist.offers.length, 1)}
            maxPageButtons={1}
            onPageChange={() => undefined}
            empty="This hotlist has no offers."
          />
        )}
      </Card>
    </Page>
  );
}
